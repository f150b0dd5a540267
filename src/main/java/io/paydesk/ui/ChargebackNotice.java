package io.paydesk.ui;

import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.NewChargeback;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import javafx.geometry.Pos;
import javafx.stage.Window;
import javafx.util.Duration;
import org.controlsfx.control.Notifications;

/**
 * The notice a new chargeback raises in the console: card brand and last four, amount in the user's
 * locale, days left to answer; clicking it opens the chargeback.
 */
final class ChargebackNotice {
  /** How long a notice stays when nobody clicks it. */
  static final Duration SHOWN_FOR = Duration.seconds(20);

  /** The style class of a chargeback's notice, for tests and styles. */
  static final String STYLE = "chargeback-notice";

  private ChargebackNotice() {}

  /** The notice's text, in the user's language. */
  static String text(NewChargeback c) {
    String days =
        c.daysLeft() == null ? "" : Messages.get("notice.chargeback.daysLeft", c.daysLeft());
    // Short lines: the notice is narrow, and Spanish and Portuguese are longer than English.
    return Messages.get(
            "notice.chargeback.text",
            Catalogue.Kind.CARD_BRAND.label(c.cardBrand()),
            Cells.mask(c.cardLastFour()),
            Formats.money(c.amount(), c.currency()))
        + (days.isEmpty() ? "" : "\n" + days)
        + "\n"
        + Messages.get("notice.chargeback.open");
  }

  /** Shows the notice over {@code owner}'s bottom right corner; a click runs {@code open}. */
  static void show(Window owner, NewChargeback c, Runnable open) {
    Notifications.create()
        .owner(owner)
        .title(Messages.get("notice.chargeback.title"))
        .text(text(c))
        .position(Pos.BOTTOM_RIGHT)
        .hideAfter(SHOWN_FOR)
        .styleClass(STYLE)
        .onAction(e -> open.run())
        .show();
  }
}
