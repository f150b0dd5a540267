package io.paydesk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.read.ListAppender;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CardData;
import io.paydesk.api.model.CardDetail;
import io.paydesk.api.model.CustomerPayer;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.PaymentMethodDetail;
import io.paydesk.api.model.Workflow;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

class RedactionTest extends MockServerTestBase {
  static final String CARD_NUMBER = "4242424242424242";
  static final String CVV = "987";
  static final String DOCUMENT = "DOC-77889900";

  private ListAppender<ILoggingEvent> appender;
  private Logger root;
  private Level oldLevel;

  @BeforeEach
  void captureAllLogs() {
    LoggerContext ctx = (LoggerContext) LoggerFactory.getILoggerFactory();
    root = ctx.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    oldLevel = root.getLevel();
    root.setLevel(Level.ALL);
    appender = new ListAppender<>();
    appender.setContext(ctx);
    appender.start();
    root.addAppender(appender);
  }

  @AfterEach
  void stopCapture() {
    root.detachAppender(appender);
    root.setLevel(oldLevel);
  }

  PaymentCreateRequest directCardPayment() {
    CardData card = CardData.of("Ana Diaz", CARD_NUMBER, 12, 30, CVV);
    CardDetail detail = CardDetail.of(true, card);
    CustomerPayer payer =
        new CustomerPayer(
            null,
            "m-1",
            "Ana",
            "Diaz",
            null,
            null,
            "ana@example.com",
            null,
            null,
            null,
            null,
            null,
            new Document("CC", DOCUMENT, null, null, null, null, null),
            null,
            null,
            null,
            null,
            null,
            null);
    return PaymentCreateRequest.builder()
        .accountId(ACCOUNT_ID)
        .merchantOrderId("order-1")
        .description("Direct card")
        .amount(Amount.of(new BigDecimal("10.00"), "USD"))
        .country("US")
        .workflow(Workflow.DIRECT)
        .paymentMethod(PaymentMethod.of("CARD", PaymentMethodDetail.card(detail)))
        .customerPayer(payer)
        .build();
  }

  String everything(List<Throwable> thrown) {
    StringBuilder all = new StringBuilder();
    for (ILoggingEvent e : appender.list) {
      all.append(e.getFormattedMessage()).append('\n');
      if (e.getThrowableProxy() != null) {
        all.append(ThrowableProxyUtil.asString(e.getThrowableProxy())).append('\n');
      }
    }
    for (Throwable t : thrown) {
      StringWriter sw = new StringWriter();
      t.printStackTrace(new PrintWriter(sw));
      all.append(t).append('\n').append(sw).append('\n');
      if (t instanceof PaydeskException p) {
        all.append(p.userMessage()).append(p.messages());
        if (p instanceof OutcomeUnknownException u) {
          all.append(u.redactedBody());
        }
      }
    }
    return all.toString();
  }

  void assertNoSecret(String all) {
    assertFalse(all.contains(SECRET_KEY), "private secret key leaked");
    assertFalse(all.contains(CARD_NUMBER), "card number leaked");
    assertFalse(all.contains("\"" + CVV + "\""), "security code leaked");
    assertFalse(all.contains("security_code=" + CVV), "security code leaked");
    assertFalse(all.contains(DOCUMENT), "document number leaked");
  }

  @Test
  void failing_calls_leave_no_secret_in_logs_messages_or_to_strings() {
    List<Throwable> thrown = new ArrayList<>();
    // The service echoes the card number back in its error.
    enqueue(
        400, "{\"code\":\"INVALID_REQUEST\",\"messages\":[\"card " + CARD_NUMBER + " refused\"]}");
    thrown.add(
        assertThrows(
            InvalidRequestException.class,
            () -> client.payments().create(directCardPayment(), RequestOptions.NONE)));
    server.enqueue(
        new MockResponse.Builder()
            .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
            .build());
    thrown.add(
        assertThrows(
            OutcomeUnknownException.class,
            () ->
                client
                    .payouts()
                    .create(
                        RetryTest.payout().toBuilder()
                            .beneficiary(RetryTest.payout().beneficiary())
                            .build(),
                        RequestOptions.NONE)));
    enqueue(401, "{\"code\":\"INVALID_CREDENTIALS\",\"messages\":[\"Invalid Credentials\"]}");
    thrown.add(
        assertThrows(AuthenticationException.class, () -> client.payments().retrieve(PAYMENT_ID)));

    String all = everything(thrown) + directCardPayment() + client + client.config();
    assertTrue(appender.list.size() >= 3, "the calls were logged");
    assertTrue(all.contains("POST /v1/payments -> 400"), all);
    assertNoSecret(all);
  }

  @Test
  void log_lines_show_method_path_status_and_time() {
    enqueueExample(200, "retrieve-payment-by-id/200-card-with-card-details.json");
    client.payments().retrieve(PAYMENT_ID, RetrieveOptions.ALL);
    String line =
        appender.list.stream()
            .map(ILoggingEvent::getFormattedMessage)
            .filter(m -> m.startsWith("GET "))
            .findFirst()
            .orElseThrow();
    assertTrue(
        line.matches(
            "GET /v1/payments/"
                + PAYMENT_ID
                + "\\?raw_response&transactions_history -> 200 in \\d+ ms"),
        line);
  }

  @Test
  void successful_reads_log_at_debug_and_refused_changes_at_info() {
    enqueueExample(200, "retrieve-payment-by-id/200-card-with-card-details.json");
    client.payments().retrieve(PAYMENT_ID);
    enqueue(400, "{\"code\":\"INVALID_REQUEST\",\"messages\":[\"refused\"]}");
    assertThrows(
        InvalidRequestException.class,
        () -> client.payments().create(directCardPayment(), RequestOptions.NONE));

    Map<String, Level> levels = new HashMap<>();
    for (ILoggingEvent e : appender.list) {
      levels.put(e.getFormattedMessage().replaceAll(" in \\d+ ms$", ""), e.getLevel());
    }
    assertEquals(
        Level.DEBUG, levels.get("GET /v1/payments/" + PAYMENT_ID + " -> 200"), levels.toString());
    assertEquals(Level.INFO, levels.get("POST /v1/payments -> 400"), levels.toString());
  }

  @Test
  void redactor_masks_card_numbers_codes_documents_and_evidence_content() {
    String json =
        "{\"card_data\":{\"number\":\""
            + CARD_NUMBER
            + "\",\"security_code\":\""
            + CVV
            + "\"},\"document\":{\"document_number\":\""
            + DOCUMENT
            + "\"},\"phone\":{\"number\":"
            + "\"5551234567\"},\"evidence\":[{\"content\":\"JVBERi0xLjQK\"}],\"note\":\"card "
            + CARD_NUMBER
            + "\"}";
    String red = Redactor.redactJson(json);
    assertNoSecret(red);
    assertTrue(red.contains("5551234567"), "phone numbers are kept");
    assertTrue(red.contains("<12 characters>"), red);
  }
}
