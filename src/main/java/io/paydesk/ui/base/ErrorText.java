package io.paydesk.ui.base;

import io.paydesk.api.AuthenticationException;
import io.paydesk.api.ConnectionException;
import io.paydesk.api.IdempotencyConflictException;
import io.paydesk.api.InvalidRequestException;
import io.paydesk.api.InvalidStateException;
import io.paydesk.api.NotFoundException;
import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.PermissionException;
import io.paydesk.api.RateLimitedException;
import io.paydesk.api.ServerException;
import io.paydesk.api.UnreadableResponseException;
import io.paydesk.api.ValidationException;
import io.paydesk.ops.StaleOperationException;
import io.paydesk.ops.TeamPasswordWantedException;
import io.paydesk.rules.FieldError;
import io.paydesk.store.StoreException;
import io.paydesk.store.StoreKeyException;
import java.net.BindException;
import java.sql.SQLException;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns a failure into plain sentences in the user's language, from the bundles: client errors by
 * class and error code, input problems field by field, store failures. The English text of the
 * failure goes to the log ({@link #forLog}).
 */
public final class ErrorText {
  private static final Logger LOG = LoggerFactory.getLogger(ErrorText.class);

  private ErrorText() {}

  /** One or more sentences for the window, in the user's language. */
  public static String of(Throwable failure) {
    Throwable root = root(failure);
    if (root instanceof PaydeskException e) {
      LOG.info("Service call failed: {}", forLog(e));
      return client(e);
    }
    if (root instanceof StaleOperationException) {
      LOG.info("Stale operation: {}", root.getMessage());
      return Messages.get("error.staleOperation");
    }
    if (root instanceof StoreKeyException k) {
      // Expected: the store stays closed and unchanged; the words say which key is wanted.
      LOG.warn("Local store not opened ({}): {}", k.reason(), k.getMessage());
      return Messages.get("error.storeKey." + k.reason().name());
    }
    if (root instanceof TeamPasswordWantedException) {
      LOG.info("Team store not opened: its password is wanted");
      return Messages.get("error.teamPasswordWanted");
    }
    if (root instanceof SQLException q && "42501".equals(q.getSQLState())) {
      // A team store's database refused what the person's role does not allow.
      LOG.warn("The team store refused: {}", q.getMessage());
      return Messages.get("error.notYourRole");
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

  /** The English text of a failure, for the log. */
  public static String forLog(Throwable failure) {
    Throwable root = root(failure);
    return root instanceof PaydeskException e ? e.userMessage() : String.valueOf(root.getMessage());
  }

  /** Each input problem as a sentence naming its field, in the user's language. */
  public static List<String> fieldErrors(ValidationException e) {
    return e.errors().stream().map(ErrorText::field).toList();
  }

  /** "Customer e-mail: is required." for one input problem. */
  public static String field(FieldError error) {
    String rule = optional("error.rule." + error.rule());
    String name = fieldName(error.path());
    return rule == null
        ? Messages.get("error.rule.other", name)
        : new MessageFormat(rule, Locale.getDefault()).format(new Object[] {name});
  }

  /** As {@link #field(FieldError)}, naming the field as its form labels it. */
  public static String field(FieldError error, String fieldName) {
    String rule = optional("error.rule." + error.rule());
    return rule == null
        ? Messages.get("error.rule.other", fieldName)
        : new MessageFormat(rule, Locale.getDefault()).format(new Object[] {fieldName});
  }

  /** The field's name in the user's language where the bundles have it, else its path. */
  static String fieldName(String path) {
    String key = path == null ? "" : path.replaceAll("\\[\\d+]", "");
    String named = optional("error.field." + key);
    return named != null ? named : path;
  }

  private static Throwable root(Throwable failure) {
    Throwable root = failure;
    while (root.getCause() != null
        && !(root instanceof PaydeskException)
        && !(root instanceof StaleOperationException)) {
      root = root.getCause();
    }
    return root;
  }

  private static String client(PaydeskException e) {
    String code = e.code() == null ? "" : e.code().toUpperCase(Locale.ROOT);
    String sentence;
    if (e instanceof ValidationException v) {
      List<String> fields = fieldErrors(v);
      return Messages.get("error.validation", fields.size(), String.join(" ", fields));
    } else if (e instanceof OutcomeUnknownException) {
      return Messages.get("error.outcomeUnknown");
    } else if (e instanceof ConnectionException) {
      return Messages.get("error.connection");
    } else if (e instanceof AuthenticationException) {
      sentence = byCode("error.auth", code);
    } else if (e instanceof PermissionException) {
      sentence = Messages.get("error.permission");
    } else if (e instanceof NotFoundException) {
      sentence = byCode("error.notFound", code);
    } else if (e instanceof InvalidStateException) {
      sentence = Messages.get("error.invalidState");
    } else if (e instanceof IdempotencyConflictException) {
      sentence = byCode("error.idempotency", code);
    } else if (e instanceof RateLimitedException) {
      sentence = Messages.get("error.rateLimited");
    } else if (e instanceof ServerException) {
      sentence =
          e.status() == 504 || code.equals("REQUEST_TIMEOUT")
              ? Messages.get("error.serverTimeout")
              : Messages.get("error.server");
    } else if (e instanceof UnreadableResponseException) {
      sentence = Messages.get("error.unreadable");
    } else if (e instanceof InvalidRequestException) {
      sentence =
          code.startsWith("DUPLICATE")
              ? Messages.get("error.duplicate")
              : byCode("error.invalidRequest", code);
    } else {
      sentence = Messages.get("error.invalidRequest");
    }
    String tag = e.code() != null ? e.code() : e.status() > 0 ? "HTTP " + e.status() : "";
    return tag.isEmpty() ? sentence : sentence + " (" + tag + ")";
  }

  /**
   * The sentence for a code under its family ("error.notFound.PAYMENT_NOT_FOUND"), else the
   * family's.
   */
  private static String byCode(String family, String code) {
    String specific = code.isEmpty() ? null : optional(family + "." + code);
    return specific != null ? specific : Messages.get(family);
  }

  private static String optional(String key) {
    ResourceBundle bundle = Messages.bundle();
    try {
      return bundle.containsKey(key) ? bundle.getString(key) : null;
    } catch (MissingResourceException e) {
      return null;
    }
  }
}
