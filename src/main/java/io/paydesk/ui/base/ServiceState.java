package io.paydesk.ui.base;

/** Whether the service of the active connection answers, as the status bar shows it. */
public enum ServiceState {
  CHECKING,
  ANSWERING,
  KEYS_REFUSED,
  NOT_ANSWERING
}
