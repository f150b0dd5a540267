package io.paydesk.store;

import java.nio.file.Path;

/**
 * An H2 store file is open in another program (a running console, or another command): H2 lets one
 * program at a time open a file. Said in words, with nothing of the driver's exception.
 */
public final class StoreInUseException extends StoreException {
  private static final long serialVersionUID = 1L;

  public StoreInUseException(Path file) {
    super(
        "The store file "
            + file
            + " is open in another program (a Paydesk console or command); it opens in one at a"
            + " time.");
  }

  /** H2's "database may be already in use" (error 90020), anywhere in the chain. */
  static boolean isInUse(java.sql.SQLException e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof java.sql.SQLException s && s.getErrorCode() == 90020) {
        return true;
      }
    }
    return false;
  }
}
