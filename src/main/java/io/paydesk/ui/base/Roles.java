package io.paydesk.ui.base;

import io.paydesk.ops.Permission;
import io.paydesk.ops.Person;
import io.paydesk.ops.Role;
import java.util.Collection;
import java.util.stream.Collectors;

/**
 * Roles and permissions in the user's language: who is signed in, and why an action is not theirs.
 */
public final class Roles {
  private Roles() {}

  /** "Signed in: ana (Support, Disputes)" on a team store; "" on this computer's store. */
  public static String signedIn(Person person) {
    if (person == null || !person.team()) {
      return "";
    }
    return person.roles().isEmpty()
        ? Messages.get("status.personNoRole", person.name())
        : Messages.get("status.person", person.name(), names(person.roles()));
  }

  /**
   * Why {@code person} is not offered what {@code p} allows: "Needs the Finance role; you are
   * Support." ("" when they may).
   */
  public static String whyNot(Person person, Permission p) {
    if (person == null || person.may(p)) {
      return "";
    }
    String needed = Person.rolesFor(p).stream().map(Roles::name).collect(Collectors.joining(" / "));
    return person.roles().isEmpty()
        ? Messages.get("role.needsNoRole", needed)
        : Messages.get("role.needs", needed, names(person.roles()));
  }

  /** A role's name in the user's language. */
  public static String name(Role role) {
    return Messages.get("role." + role.name());
  }

  private static String names(Collection<Role> roles) {
    return roles.stream().sorted().map(Roles::name).collect(Collectors.joining(", "));
  }
}
