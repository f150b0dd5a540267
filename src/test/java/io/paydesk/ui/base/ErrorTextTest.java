package io.paydesk.ui.base;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.ConnectionException;
import io.paydesk.api.NotFoundException;
import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.ServerException;
import io.paydesk.api.ValidationException;
import io.paydesk.ops.StaleOperationException;
import io.paydesk.rules.FieldError;
import io.paydesk.store.StoreException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Errors a user meets are said in the user's language; the English stays for the log. */
class ErrorTextTest {
  private final Locale before = Locale.getDefault();

  @AfterEach
  void restoreLocale() {
    Locale.setDefault(before);
  }

  private static PaydeskException notFound() {
    return new NotFoundException(
        "No payment has this id. (PAYMENT_NOT_FOUND)", 400, "PAYMENT_NOT_FOUND", List.of(), "{}");
  }

  @Test
  void aMissingPaymentIsSaidInSpanishWithItsCode() {
    Locale.setDefault(Locale.forLanguageTag("es-MX"));
    assertThat(ErrorText.of(notFound()))
        .isEqualTo("Ningún pago tiene este id. (PAYMENT_NOT_FOUND)");
    assertThat(ErrorText.forLog(notFound()))
        .isEqualTo("No payment has this id. (PAYMENT_NOT_FOUND)");
  }

  @Test
  void aWrongStorePassphraseIsSaidAsSuchAndNotAsAnotherWindow(@TempDir Path dir) {
    Path params = dir.resolve("store-key.params");
    io.paydesk.store.StoreKey.fromPassphrase("the right one".toCharArray(), params);
    RuntimeException wrong =
        org.junit.jupiter.api.Assertions.assertThrows(
            io.paydesk.store.StoreKeyException.class,
            () -> io.paydesk.store.StoreKey.fromPassphrase("not it".toCharArray(), params));
    Locale.setDefault(Locale.forLanguageTag("es"));
    assertThat(ErrorText.of(new ExecutionException(wrong)))
        .startsWith("La frase de contraseña del almacén local no es correcta")
        .doesNotContain("otra ventana", "StoreKeyException");
    Locale.setDefault(Locale.ENGLISH);
    assertThat(ErrorText.of(wrong))
        .startsWith("The passphrase of the local store is wrong")
        .contains("nothing in it was changed");
  }

  @Test
  void aFailureWrappedByTheTaskRunnerIsStillRecognised() {
    Locale.setDefault(Locale.forLanguageTag("pt-BR"));
    assertThat(ErrorText.of(new ExecutionException(notFound())))
        .isEqualTo("Nenhum pagamento tem este id. (PAYMENT_NOT_FOUND)");
  }

  @Test
  void anUnknownOutcomeAndAStaleOperationAreSaidInPortuguese() {
    Locale.setDefault(Locale.forLanguageTag("pt-BR"));
    OutcomeUnknownException unknown =
        new OutcomeUnknownException(
            "No answer came back", "OUTCOME_UNKNOWN", "POST", "/payments", "{}", "key", null);
    assertThat(ErrorText.of(unknown)).startsWith("Nenhuma resposta chegou");
    assertThat(ErrorText.of(new StaleOperationException(null)))
        .startsWith("Esta operação foi iniciada há mais de 24 horas");
    assertThat(ErrorText.of(new ConnectionException("down", "CONNECTION_FAILED", null)))
        .isEqualTo("Não foi possível contatar o serviço: verifique a conexão.");
  }

  @Test
  void aTimeOutOfTheServiceIsSaidAsSuch() {
    Locale.setDefault(Locale.forLanguageTag("es"));
    ServerException timeout =
        new ServerException("timed out", 504, "REQUEST_TIMEOUT", List.of(), "{}");
    assertThat(ErrorText.of(timeout))
        .isEqualTo(
            "El servicio tardó demasiado en responder: intente más tarde. (REQUEST_TIMEOUT)");
  }

  @Test
  void inputProblemsAreListedFieldByFieldInSpanish() {
    Locale.setDefault(Locale.forLanguageTag("es"));
    ValidationException invalid =
        new ValidationException(
            List.of(
                new FieldError("amount.value", "positive", "Must be more than zero."),
                new FieldError("customer_payer.email", "required", "Required."),
                new FieldError("metadata[3].key", "length", "Must be 1 to 50 characters.")));

    assertThat(ErrorText.fieldErrors(invalid))
        .containsExactly(
            "Monto: debe ser mayor que cero.",
            "E-mail del cliente: obligatorio.",
            "metadata[3].key: demasiado corto o demasiado largo.");
    assertThat(ErrorText.of(invalid))
        .startsWith("No se envió nada; corrija estos 3 campos: Monto: debe ser mayor que cero.");
  }

  @Test
  void aStoreFailureIsSaidInTheUsersLanguage() {
    Locale.setDefault(Locale.forLanguageTag("es"));
    assertThat(ErrorText.of(new StoreException("disk"))).doesNotContain("could not");
  }

  @ParameterizedTest(name = "messages{0}")
  @ValueSource(strings = {"", "_es", "_pt_BR"})
  void everyRuleOfTheRulesHasASentence(String suffix) throws IOException {
    Properties bundle = new Properties();
    try (InputStream in =
        ErrorTextTest.class.getResourceAsStream("/i18n/messages" + suffix + ".properties")) {
      bundle.load(in);
    }
    for (String rule :
        List.of(
            "required",
            "length",
            "uuid",
            "country",
            "enum",
            "max_items",
            "positive",
            "decimals",
            "currency",
            "date",
            "content_type",
            "base64",
            "pdf",
            "max_size",
            "exclusive",
            "one_of",
            "matches_national_entity",
            "other")) {
      assertThat(bundle.getProperty("error.rule." + rule)).as(rule).contains("{0}");
    }
  }
}
