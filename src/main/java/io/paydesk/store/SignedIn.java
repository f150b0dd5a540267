package io.paydesk.store;

import java.util.Set;

/**
 * Who uses a store: on a team store the database login and the Paydesk group roles it is a member
 * of (paydesk_support, ...); on this computer's store the operating system's user, alone, with no
 * roles (one person does everything).
 *
 * @param name the login (team store) or the operating system's user name
 * @param groupRoles the paydesk_* group roles the login is a member of; empty on this computer
 * @param team true on a team store
 * @param mustChangePassword a first password given by an admin, to be changed before work
 */
public record SignedIn(
    String name, Set<String> groupRoles, boolean team, boolean mustChangePassword) {
  public SignedIn {
    groupRoles = Set.copyOf(groupRoles);
  }
}
