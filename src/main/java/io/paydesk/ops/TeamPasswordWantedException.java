package io.paydesk.ops;

/** A team store was to be opened, and no password is kept for its login: it must be asked. */
public final class TeamPasswordWantedException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient TeamLogin login;

  public TeamPasswordWantedException(TeamLogin login) {
    super("The password of " + login + " is wanted.");
    this.login = login;
  }

  public TeamLogin login() {
    return login;
  }
}
