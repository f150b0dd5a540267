package io.paydesk.ops;

import io.paydesk.store.SignedIn;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The person using the console: on a team store their login and roles (the database enforces them;
 * the console asks {@link #may} to offer only what they allow); on this computer's store the
 * operating system's user, who may do everything.
 *
 * @param name the login, or the operating system's user
 * @param roles the Paydesk roles held; empty on this computer
 * @param team true on a team store
 * @param mustChangePassword a first password given by an admin, to be changed before work
 */
public record Person(String name, Set<Role> roles, boolean team, boolean mustChangePassword) {
  public Person {
    roles = roles.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(roles));
  }

  /** The person a store says is signed in. */
  public static Person of(SignedIn signedIn) {
    Set<Role> roles = EnumSet.noneOf(Role.class);
    for (String g : signedIn.groupRoles()) {
      Role.ofGroupRole(g).ifPresent(roles::add);
    }
    return new Person(signedIn.name(), roles, signedIn.team(), signedIn.mustChangePassword());
  }

  /** A person on a team store with these roles (their password their own). */
  public Person(String name, Set<Role> roles, boolean team) {
    this(name, roles, team, false);
  }

  /** One person alone on this computer's store: every action is theirs. */
  public static Person alone(String name) {
    return new Person(name, Set.of(), false, false);
  }

  /** True when this person may do {@code p}: always on this computer, by role on a team store. */
  public boolean may(Permission p) {
    return !team || roles.stream().anyMatch(r -> r.permits(p));
  }

  /**
   * The roles that would allow {@code p}, in their order (for saying why something is not offered).
   */
  public static List<Role> rolesFor(Permission p) {
    return EnumSet.allOf(Role.class).stream().filter(r -> r.permits(p) && r != Role.INBOX).toList();
  }
}
