package io.paydesk.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every rule code of the document, account and payout rules has a sentence in each bundle. */
class RuleCodesTranslatedTest {
  static final List<String> CODES =
      List.of(
          "cpf_format",
          "cpf_check_digit",
          "cnpj_format",
          "cnpj_check_digit",
          "rut_format",
          "rut_check_digit",
          "cuit_format",
          "cuit_check_digit",
          "cuil_format",
          "cuil_check_digit",
          "nit_format",
          "nit_check_digit",
          "cc_format",
          "ruc_pe_format",
          "ruc_pe_check_digit",
          "ci_uy_format",
          "ci_uy_check_digit",
          "cedula_ec_format",
          "cedula_ec_check_digit",
          "ruc_ec_format",
          "ruc_ec_check_digit",
          "rfc_format",
          "curp_format",
          "dni_format",
          "ssn_format",
          "document_format",
          "clabe_format",
          "clabe_check_digit",
          "pix_email",
          "pix_phone",
          "pix_document",
          "pix_random");

  @ParameterizedTest
  @ValueSource(
      strings = {
        "/i18n/messages.properties",
        "/i18n/messages_es.properties",
        "/i18n/messages_pt_BR.properties"
      })
  void each_rule_code_has_a_sentence_naming_the_field(String bundle) throws IOException {
    Properties p = new Properties();
    try (InputStream in = getClass().getResourceAsStream(bundle)) {
      p.load(in);
    }
    for (String code : CODES) {
      assertThat(p.getProperty("error.rule." + code)).as(bundle + " " + code).contains("{0}");
    }
  }
}
