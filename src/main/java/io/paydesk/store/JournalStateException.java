package io.paydesk.store;

/** The operation is not in a state that allows this step (e.g. marking a draft succeeded). */
public final class JournalStateException extends StoreException {
  private static final long serialVersionUID = 1L;

  JournalStateException(String message) {
    super(message);
  }
}
