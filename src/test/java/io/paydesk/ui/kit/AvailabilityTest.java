package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.Permission;
import io.paydesk.ops.Person;
import io.paydesk.ops.Role;
import io.paydesk.ui.base.Messages;
import java.util.Locale;
import java.util.Set;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.layout.Pane;
import org.junit.jupiter.api.Test;

/** An action's availability: the state of the thing and the person's role both allow it. */
class AvailabilityTest {
  @Test
  void anActionIsOfferedOnlyWhileTheStateAllowsIt() {
    Availability refund = new Availability();
    assertThat(refund.get()).isFalse();

    refund.allowedByState(true);
    assertThat(refund.property().get()).isTrue();

    refund.allowedByState(false);
    assertThat(refund.get()).isFalse();
  }

  @Test
  void aRoleThatMayNotRefundHidesTheButtonAndSaysWhy() {
    Locale before = Locale.getDefault();
    try {
      Locale.setDefault(Locale.forLanguageTag("es"));
      Messages.languageChanged();
      SimpleObjectProperty<Person> person =
          new SimpleObjectProperty<>(new Person("ana", Set.of(Role.DISPUTES), true));
      Availability refund = new Availability(person, Permission.PAYMENT_ACTIONS);
      Pane button = new Pane(); // any control; a Button would need the FX toolkit
      refund.bind(button);
      refund.allowedByState(true);

      assertThat(refund.get()).isFalse();
      assertThat(button.isVisible()).isFalse();
      assertThat(button.isManaged()).isFalse();
      assertThat(refund.whyNotProperty().get())
          .isEqualTo("Esto requiere el rol Soporte; su sesión tiene Disputas.");

      person.set(new Person("ana", Set.of(Role.DISPUTES, Role.SUPPORT), true));
      assertThat(refund.get()).isTrue();
      assertThat(button.isVisible()).isTrue();
      assertThat(button.isDisabled()).isFalse();
      assertThat(refund.whyNotProperty().get()).isEmpty();

      refund.allowedByState(false);
      assertThat(button.isVisible()).isTrue();
      assertThat(button.isDisabled()).isTrue();
    } finally {
      Locale.setDefault(before);
      Messages.languageChanged();
    }
  }

  @Test
  void onThisComputerTheOnePersonMayDoEverything() {
    Availability payout =
        new Availability(new SimpleObjectProperty<>(Person.alone("maria")), Permission.PAYOUTS);
    payout.allowedByState(true);
    assertThat(payout.get()).isTrue();
    assertThat(payout.whyNotProperty().get()).isEmpty();
  }
}
