package io.paydesk.ui.disputes;

import io.paydesk.ops.Connection;
import io.paydesk.ops.Person;
import io.paydesk.store.Claims;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import java.util.function.Supplier;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;

/**
 * Who is working on the open chargeback, on a team store: "ana is working on this chargeback since
 * 10:42", Take it and Give it up. Part of the evidence screen's model.
 */
public final class ChargebackClaim {
  private final ShellViewModel shell;
  private final Busy calls;
  private final Supplier<String> paymentId;
  private final MessageText text = new MessageText();
  private final ReadOnlyBooleanWrapper mine = new ReadOnlyBooleanWrapper(false);
  private final BooleanBinding team;

  ChargebackClaim(ShellViewModel shell, Busy calls, Supplier<String> paymentId) {
    this.shell = shell;
    this.calls = calls;
    this.paymentId = paymentId;
    this.team = shell.onTeamStore();
  }

  /** Claims the chargeback for the signed-in person, unless someone holds it. */
  public void take() {
    Connection c = shell.connection();
    String id = paymentId.get();
    if (c != null && id != null) {
      calls.runKeepingError(() -> c.disputes().claim(id), this::show);
    }
  }

  /** Gives up this person's claim. */
  public void giveUp() {
    Connection c = shell.connection();
    String id = paymentId.get();
    if (c != null && id != null && mine.get()) {
      calls.runKeepingError(
          () -> {
            c.disputes().release(id);
            return c.disputes().claimOf(id).orElse(null);
          },
          this::show);
    }
  }

  /** Shows the claim that holds now (null: nobody's). */
  void show(Claims.Claim held) {
    Person me = shell.personProperty().get();
    boolean own = held != null && me != null && held.person().equals(me.name());
    mine.set(own);
    if (held == null) {
      text.set("");
    } else if (own) {
      text.say(() -> Messages.get("disputes.claim.mine", Formats.dateTime(held.claimedAt())));
    } else {
      text.say(
          () ->
              Messages.get(
                  "disputes.claim.other", held.person(), Formats.dateTime(held.claimedAt())));
    }
  }

  /** Who is working on this chargeback, in words; "" when nobody is. */
  public ReadOnlyStringProperty textProperty() {
    return text.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty mineProperty() {
    return mine.getReadOnlyProperty();
  }

  /** True on a team store, where chargebacks are claimed. */
  public BooleanBinding teamProperty() {
    return team;
  }
}
