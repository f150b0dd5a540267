package io.paydesk.ui;

import io.paydesk.api.PaydeskException;
import io.paydesk.ops.StaleOperationException;
import io.paydesk.store.StoreException;
import java.net.BindException;
import java.sql.SQLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Turns a failure into one plain sentence for the window; the detail goes to the log. */
public final class ErrorText {
  private static final Logger LOG = LoggerFactory.getLogger(ErrorText.class);

  private ErrorText() {}

  public static String of(Throwable failure) {
    Throwable root = failure;
    while (root.getCause() != null && !(root instanceof PaydeskException)) {
      root = root.getCause();
    }
    if (root instanceof PaydeskException e) {
      return e.userMessage();
    }
    if (root instanceof StaleOperationException stale) {
      return stale.getMessage();
    }
    LOG.warn("Unexpected failure", failure);
    if (root instanceof SQLException || root instanceof StoreException) {
      return Messages.get("error.store", root.getClass().getSimpleName());
    }
    if (root instanceof BindException) {
      return Messages.get("error.sandboxPort");
    }
    return Messages.get("error.unexpected", root.getClass().getSimpleName());
  }
}
