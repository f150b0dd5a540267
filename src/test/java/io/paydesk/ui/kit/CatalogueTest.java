package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.model.PaymentStatus;
import io.paydesk.api.model.PaymentSubStatus;
import io.paydesk.api.model.TransactionStatus;
import io.paydesk.api.model.TransactionType;
import io.paydesk.rules.CancelReason;
import io.paydesk.rules.CaptureReason;
import io.paydesk.rules.RefundReason;
import io.paydesk.ui.base.Styles;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CatalogueTest {
  private final Locale before = Locale.getDefault();

  @AfterEach
  void restoreLocale() {
    Locale.setDefault(before);
  }

  @ParameterizedTest(name = "messages{0}")
  @ValueSource(strings = {"", "_es", "_pt_BR"})
  void everyCatalogueCodeHasItsOwnLabelInEachBundle(String suffix) throws IOException {
    Properties bundle = new Properties();
    try (InputStream in =
        CatalogueTest.class.getResourceAsStream("/i18n/messages" + suffix + ".properties")) {
      bundle.load(in);
    }
    for (Catalogue.Kind kind : Catalogue.Kind.values()) {
      for (String code : kind.codes()) {
        assertThat(bundle.getProperty(kind.labelKey(code))).as(kind.labelKey(code)).isNotBlank();
      }
    }
  }

  @Test
  void labelsAreInTheUsersLanguage() {
    Locale.setDefault(Locale.forLanguageTag("es"));
    assertThat(Catalogue.Kind.PAYMENT_STATUS.label("SUCCEEDED")).isEqualTo("Exitoso");
    assertThat(Catalogue.Kind.REFUND_REASON.label("REQUESTED_BY_CUSTOMER"))
        .isEqualTo("A pedido del cliente");
    Locale.setDefault(Locale.forLanguageTag("pt-BR"));
    assertThat(Catalogue.Kind.PAYMENT_STATUS.label("SUCCEEDED")).isEqualTo("Aprovado");
    assertThat(Catalogue.Kind.TRANSACTION_TYPE.label("REFUND")).isEqualTo("Estorno");
    Locale.setDefault(Locale.ENGLISH);
    assertThat(Catalogue.Kind.SUB_STATUS.label("PENDING_REVIEW")).isEqualTo("Under review");
  }

  @Test
  void anUnknownCodeIsShownExactlyAsReceived() {
    Locale.setDefault(Locale.forLanguageTag("es"));
    assertThat(Catalogue.Kind.PAYMENT_STATUS.label("ON_HOLD_Weird")).isEqualTo("ON_HOLD_Weird");
    assertThat(Catalogue.Kind.SUB_STATUS.label(" spaced ")).isEqualTo(" spaced ");
    assertThat(Catalogue.Kind.PAYMENT_STATUS.label(null)).isEmpty();
    assertThat(Catalogue.tone("ON_HOLD_Weird")).isEqualTo(Styles.STATUS_NEUTRAL);
  }

  @Test
  void theCatalogueHoldsEveryKnownValueOfTheClientAndTheRules() {
    assertThat(Catalogue.Kind.PAYMENT_STATUS.codes())
        .containsAll(PaymentStatus.known().stream().map(PaymentStatus::value).toList());
    assertThat(Catalogue.Kind.SUB_STATUS.codes())
        .containsAll(PaymentSubStatus.known().stream().map(PaymentSubStatus::value).toList());
    assertThat(Catalogue.Kind.TRANSACTION_TYPE.codes())
        .containsAll(TransactionType.known().stream().map(TransactionType::value).toList());
    assertThat(Catalogue.Kind.TRANSACTION_STATUS.codes())
        .containsAll(TransactionStatus.known().stream().map(TransactionStatus::value).toList());
    assertThat(Catalogue.Kind.REFUND_REASON.codes())
        .containsExactlyElementsOf(Arrays.stream(RefundReason.values()).map(Enum::name).toList());
    assertThat(Catalogue.Kind.CAPTURE_REASON.codes())
        .containsExactlyElementsOf(Arrays.stream(CaptureReason.values()).map(Enum::name).toList());
    assertThat(Catalogue.Kind.CANCEL_REASON.codes())
        .containsExactlyElementsOf(Arrays.stream(CancelReason.values()).map(Enum::name).toList());
  }

  @Test
  void everyStatusHasATone() {
    for (Catalogue.Kind kind :
        new Catalogue.Kind[] {
          Catalogue.Kind.PAYMENT_STATUS,
          Catalogue.Kind.SUB_STATUS,
          Catalogue.Kind.TRANSACTION_STATUS
        }) {
      for (String code : kind.codes()) {
        if (!code.equals("CANCELED") && !code.equals("REFUNDED")) {
          assertThat(Catalogue.tone(code)).as(code).isNotEqualTo(Styles.STATUS_NEUTRAL);
        }
      }
    }
    assertThat(Catalogue.tone("SUCCEEDED")).isEqualTo(Styles.STATUS_GOOD);
    assertThat(Catalogue.tone("DECLINED")).isEqualTo(Styles.STATUS_BAD);
  }
}
