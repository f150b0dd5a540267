package io.paydesk.evidence;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Locale;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PaymentRecordPdfTest {
  private static final Clock CLOCK =
      Clock.fixed(Instant.parse("2026-11-23T10:00:00Z"), ZoneOffset.UTC);
  private static final String POLICY =
      "Refunds within 30 days of purchase.\nCancellations free up to 24 hours before departure.";

  static String example(String name) throws IOException {
    try (InputStream in =
        PaymentRecordPdfTest.class.getResourceAsStream(
            "/io/paydesk/api/examples/retrieve-payment-by-id/" + name)) {
      assertThat(in).as(name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  static String text(EvidenceFile file) throws IOException {
    try (PDDocument doc = Loader.loadPDF(file.bytes())) {
      return new PDFTextStripper().getText(doc);
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "200-card-with-card-details.json",
        "200-card-with-3ds-direct.json",
        "200-card-with-customer-billing-shipping-and-order-items.json",
        "200-card-with-installments.json",
        "200-wallet.json",
        "200-bank-transfer.json"
      })
  void theSpecsExamplePaymentsBecomeAnAcceptableOneOrTwoPageRecord(String name) throws IOException {
    Payment payment = ModelJson.readPayment(example(name));

    EvidenceFile record = PaymentRecordPdf.compose(payment, POLICY, Locale.ENGLISH, CLOCK);

    assertThat(record.verdict().ok()).isTrue();
    assertThat(record.verdict().pages()).isBetween(1, 2);
    String text = text(record);
    assertThat(text).contains("Payment record", "Refund and cancellation policy", payment.id());
    assertThat(text).contains(payment.amount().currency());
  }

  @Test
  void aCardPaymentShowsAmountBrandAndLastFourButNeverTheCardNumber() throws IOException {
    Payment payment = ModelJson.readPayment(example("200-card-with-card-details.json"));

    String text = text(PaymentRecordPdf.compose(payment, POLICY, Locale.ENGLISH, CLOCK));

    var card = payment.paymentMethod().paymentMethodDetail().card().cardData();
    assertThat(text).contains("Amount", payment.amount().currency(), card.brand(), card.lfd());
    assertThat(text).contains("\u2022\u2022\u2022\u2022 " + card.lfd());
    assertThat(text.replaceAll("\\s", "")).doesNotContain(card.iin() + card.lfd());
    assertThat(text).doesNotContain("4111111111111111");
  }

  @Test
  void aThreeDSecurePaymentShowsTheAuthenticationResult() throws IOException {
    Payment payment = ModelJson.readPayment(example("200-card-with-3ds-direct.json"));

    String text = text(PaymentRecordPdf.compose(payment, "", Locale.ENGLISH, CLOCK));

    assertThat(text).contains("Authentication (3-D Secure)", "Y \u2013 authenticated");
    assertThat(text).doesNotContain("Refund and cancellation policy");
  }

  @Test
  void anAirlinePaymentShowsLegsPassengersAndTicketsWithTheDocumentMasked() throws IOException {
    Payment payment = ModelJson.readPayment(example("200-card-with-airline-data.json"));

    EvidenceFile record = PaymentRecordPdf.compose(payment, POLICY, Locale.ENGLISH, CLOCK);
    String text = text(record);

    assertThat(record.verdict().ok()).isTrue();
    assertThat(record.verdict().pages()).isBetween(1, 2);
    assertThat(text).contains("2,000.00 USD", "VISA", "1111");
    assertThat(text).contains("Flight", "ABC123", "LAX", "JFK", "AA 100", "John Michael Doe");
    assertThat(text).contains("Ticket BRB0001", "fare 500.00 USD");
    assertThat(text).contains("Provider response", "MERCADO_PAGO", "ISO 8583 05");
    assertThat(text).contains("SSN \u2022\u2022\u2022\u2022 6789");
    assertThat(text).doesNotContain("123-45-6789", "123456789");
    assertThat(text).contains("Billing address", "123 Main Street");
  }

  @Test
  void aBrazilianPaymentIsInPortugueseWithItsAccentsAndUndrawableCharactersReplaced()
      throws IOException {
    ObjectNode json =
        (ObjectNode) ModelJson.mapper().readTree(example("200-card-with-airline-data.json"));
    json.put("country", "BR");
    ObjectNode payer = (ObjectNode) json.get("customer_payer");
    payer.put("first_name", "João Conceição");
    payer.put("last_name", "Muñoz Őrs \u4e2d");
    Payment payment = ModelJson.readPayment(json.toString());

    EvidenceFile record =
        PaymentRecordPdf.compose(
            payment,
            "Política: reembolsos em até 7 dias ✓ — á é í ó ú ñ ç ã õ",
            PaymentRecordPdf.localeFor("BR"),
            CLOCK);
    String text = text(record);

    assertThat(PaymentRecordPdf.localeFor("BR").toLanguageTag()).isEqualTo("pt-BR");
    assertThat(record.verdict().ok()).isTrue();
    assertThat(text).contains("Registro do pagamento", "Bandeira", "Política de reembolso");
    assertThat(text).contains("João Conceição Muñoz Ors ?", "2.000,00 USD");
    assertThat(text).contains("reembolsos em até 7 dias ? — á é í ó ú ñ ç ã õ");
  }

  @Test
  void aMexicanPaymentIsInSpanishAndOthersInEnglish() {
    assertThat(PaymentRecordPdf.localeFor("MX").getLanguage()).isEqualTo("es");
    assertThat(PaymentRecordPdf.localeFor("US")).isEqualTo(Locale.ENGLISH);
    assertThat(PaymentRecordPdf.localeFor(null)).isEqualTo(Locale.ENGLISH);
  }

  @Test
  void theFileIsNamedAfterTheMerchantOrder() throws IOException {
    Payment payment = ModelJson.readPayment(example("200-card-with-airline-data.json"));
    assertThat(PaymentRecordPdf.fileName(payment)).isEqualTo("payment-record-Order_id.pdf");
  }
}
