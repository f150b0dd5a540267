package io.paydesk.ops;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * A person's role on a team store, as the database knows it (a group role {@code paydesk_*}); what
 * each may do is the database's rule, mirrored here so the console offers only that.
 */
public enum Role {
  SUPPORT(EnumSet.of(Permission.PAYMENT_ACTIONS)),
  DISPUTES(EnumSet.of(Permission.EVIDENCE)),
  FINANCE(EnumSet.of(Permission.PAYOUTS, Permission.ENTITIES)),
  APPROVER(EnumSet.of(Permission.APPROVALS, Permission.SEND_APPROVED)),
  MANAGER(EnumSet.of(Permission.SUBSCRIPTIONS)),
  ADMIN(EnumSet.of(Permission.TEAM_SETTINGS)),
  SENDER(EnumSet.of(Permission.SEND_APPROVED)),
  INBOX(EnumSet.of(Permission.EVENTS));

  private final Set<Permission> permits;

  Role(Set<Permission> permits) {
    this.permits = permits;
  }

  /** True when this role may do {@code p}. */
  public boolean permits(Permission p) {
    return permits.contains(p);
  }

  /** The database's group role: paydesk_support, ... */
  public String groupRole() {
    return "paydesk_" + name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The role a group role name stands for, if it is one of Paydesk's. */
  public static Optional<Role> ofGroupRole(String name) {
    for (Role r : values()) {
      if (r.groupRole().equals(name)) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }
}
