package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.CardData;
import io.paydesk.api.model.CardDetail;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.PaymentMethodDetail;
import io.paydesk.sandbox.Sandbox;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.slf4j.LoggerFactory;

/**
 * Secrets never leak on either side of the wire: with every logger of the process at TRACE,
 * successful and failing calls carrying a card, a security code, document and tax numbers and the
 * private key leave none of them in a log line, an exception message or a toString().
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RedactionContractTest {
  private static final String CARD = "5555444433331111";
  private static final String CVV = "9081";
  private static final String WRONG_SECRET = "sandbox_not_the_secret_5f4e3d2c";

  private SandboxHarness h;
  private final ListAppender<ILoggingEvent> appender = new ListAppender<>();
  private Level before;

  @BeforeAll
  void start() {
    Logger root =
        ((LoggerContext) LoggerFactory.getILoggerFactory())
            .getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    before = root.getLevel();
    root.setLevel(Level.TRACE);
    appender.start();
    root.addAppender(appender);
    h = SandboxHarness.start();
  }

  @AfterAll
  void stop() {
    h.close();
    Logger root =
        ((LoggerContext) LoggerFactory.getILoggerFactory())
            .getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    root.detachAppender(appender);
    root.setLevel(before);
  }

  private PaymentMethod card() {
    return PaymentMethod.of(
        "CARD",
        PaymentMethodDetail.card(CardDetail.of(true, CardData.of("JOHN DOE", CARD, 12, 30, CVV))));
  }

  @Test
  void noCardNumberSecurityCodeDocumentOrKeyLeaksFromSuccessfulOrFailingCalls() {
    List<String> texts = new ArrayList<>();
    // success
    texts.add(
        h.client
            .payments()
            .create(
                h.card(unique("red-ok"), "10.00", true).paymentMethod(card()).build(),
                RequestOptions.NONE)
            .toString());
    // declined by the provider
    texts.add(
        h.client
            .payments()
            .create(
                h.card(unique("red-DECLINE"), "10.00", true).paymentMethod(card()).build(),
                RequestOptions.NONE)
            .toString());
    // refused by the sandbox's validation (month 13)
    PaydeskException refused =
        assertThrows(
            PaydeskException.class,
            () ->
                h.client
                    .payments()
                    .create(
                        h.card(unique("red-bad"), "10.00", true)
                            .paymentMethod(
                                PaymentMethod.of(
                                    "CARD",
                                    PaymentMethodDetail.card(
                                        CardDetail.of(
                                            true, CardData.of("JOHN DOE", CARD, 13, 30, CVV)))))
                            .build(),
                        RequestOptions.NONE));
    texts.add(refused.toString());
    texts.add(String.valueOf(refused.rawBody()));
    // server errors on every attempt
    ObjectNode f = SandboxHarness.JSON.createObjectNode().put("error_rate", 1.0).put("count", 3);
    h.faults(f);
    PaydeskException server =
        assertThrows(
            PaydeskException.class,
            () ->
                h.client
                    .payments()
                    .create(
                        h.card(unique("red-500"), "10.00", true).paymentMethod(card()).build(),
                        RequestOptions.NONE));
    texts.add(server.toString());
    h.clearFaults();
    // a payout whose answer is lost: the exception carries the body as sent, masked
    h.faults(
        SandboxHarness.JSON.createObjectNode().put("drop_after_commit_rate", 1.0).put("count", 1));
    var lost =
        assertThrows(
            io.paydesk.api.OutcomeUnknownException.class,
            () ->
                h.client
                    .payouts()
                    .create(
                        PayoutsContractTest.payout(h, unique("red-po")).toBuilder()
                            .beneficiary(
                                new io.paydesk.api.model.Beneficiary(
                                    "ben-9",
                                    "BR",
                                    null,
                                    "Maria",
                                    "Silva",
                                    null,
                                    null,
                                    null,
                                    new io.paydesk.api.model.Document(
                                        "CPF", "98765432100", null, null, null, null, null),
                                    null,
                                    null))
                            .build(),
                        RequestOptions.NONE));
    texts.add(lost.toString());
    texts.add(lost.redactedBody());
    h.clearFaults();
    // an entity with tax id and document number
    texts.add(
        h.client
            .entities()
            .create(EntitiesContractTest.individual(h, unique("red-e")), RequestOptions.NONE)
            .toString());
    // wrong keys
    try (PaydeskClient wrong = h.clientWithKeys(Sandbox.DEFAULT_PUBLIC_API_KEY, WRONG_SECRET)) {
      PaydeskException auth =
          assertThrows(
              PaydeskException.class,
              () ->
                  wrong
                      .payments()
                      .create(
                          h.card(unique("red-401"), "10.00", true).paymentMethod(card()).build(),
                          RequestOptions.NONE));
      texts.add(auth.toString());
      texts.add(wrong.toString());
    }
    texts.add(h.client.toString());

    List<String> logLines =
        appender.list.stream()
            .map(
                e ->
                    e.getFormattedMessage()
                        + (e.getThrowableProxy() == null
                            ? ""
                            : " " + e.getThrowableProxy().getMessage()))
            .toList();
    assertFalse(logLines.isEmpty(), "the calls were logged");
    List<String> all = new ArrayList<>(texts);
    all.addAll(logLines);
    Pattern cvv = Pattern.compile("security_code\\W+" + CVV);
    for (String t : all) {
      assertFalse(t.contains(CARD), "card number in: " + t);
      assertFalse(cvv.matcher(t).find(), "security code in: " + t);
      assertFalse(t.contains("98765432100"), "payout document number in: " + t);
      assertFalse(t.contains("987654321"), "entity document number in: " + t);
      assertFalse(t.contains("123456789"), "tax id in: " + t);
      assertFalse(t.contains(Sandbox.DEFAULT_PRIVATE_SECRET_KEY), "secret key in: " + t);
      assertFalse(t.contains(WRONG_SECRET), "secret key in: " + t);
    }
    assertTrue(lost.redactedBody().contains("beneficiary"), "the body is kept, masked");
  }
}
