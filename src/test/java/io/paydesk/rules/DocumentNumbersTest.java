package io.paydesk.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each check-digit rule with valid and invalid numbers. Sources of the valid ones: where marked
 * "published", the number appears as the worked example of the issuer or of a widely used
 * reference; the others were computed with the published algorithm (a second implementation, in
 * Python, made them) and are not known to belong to anyone. Each invalid one is a valid one with
 * its check digit changed, so it tests the check digit and not the shape.
 */
class DocumentNumbersTest {

  private static void accepted(String country, String type, String typed, String sent) {
    NumberCheck c = DocumentNumbers.check(country, type, typed);
    assertThat(c.ok()).as("%s %s %s -> %s", country, type, typed, c.rule()).isTrue();
    assertThat(c.value()).isEqualTo(sent);
  }

  private static void refused(String country, String type, String typed, String rule) {
    NumberCheck c = DocumentNumbers.check(country, type, typed);
    assertThat(c.rule()).as("%s %s %s", country, type, typed).isEqualTo(rule);
    assertThat(c.value()).isNull();
    assertThat(c.message()).isNotBlank();
  }

  // CPF: 123.456.789-09 published (the classic worked example of the Receita Federal algorithm).
  @ParameterizedTest
  @CsvSource({
    "123.456.789-09, 12345678909",
    "104.332.181-00, 10433218100",
    "960.013.389-14, 96001338914",
    "08386379499, 08386379499",
    "026 542 351 14, 02654235114"
  })
  void a_cpf_with_matching_check_digits_is_sent_as_its_11_digits(String typed, String sent) {
    accepted("BR", "CPF", typed, sent);
  }

  @ParameterizedTest
  @CsvSource({
    "123.456.789-00",
    "104.332.181-01",
    "960.013.389-15",
    "08386379490",
    "026 542 351 15",
    "111.111.111-11"
  })
  void a_cpf_with_a_wrong_check_digit_is_refused(String typed) {
    refused("BR", "CPF", typed, "cpf_check_digit");
  }

  @ParameterizedTest
  @CsvSource({"1234567890", "123456789012", "123.456.789-0X"})
  void a_cpf_of_another_shape_is_refused_as_format(String typed) {
    refused("BR", "CPF", typed, "cpf_format");
  }

  // CNPJ: 11.222.333/0001-81 published (pt.wikipedia, Cadastro Nacional da Pessoa Jurídica);
  // 12.ABC.345/01DE-35 published (Receita Federal, CNPJ alfanumérico, cálculo do DV).
  @ParameterizedTest
  @CsvSource({
    "11.222.333/0001-81, 11222333000181",
    "12.ABC.345/01DE-35, 12ABC34501DE35",
    "16.155.940/0001-90, 16155940000190",
    "78161849000134, 78161849000134",
    "E6OHTNANMDH432, E6OHTNANMDH432",
    "2kph4dkdvpt902, 2KPH4DKDVPT902"
  })
  void a_cnpj_numeric_or_alphanumeric_with_matching_check_digits_is_accepted(
      String typed, String sent) {
    accepted("BR", "CNPJ", typed, sent);
  }

  @ParameterizedTest
  @CsvSource({
    "11.222.333/0001-82",
    "12.ABC.345/01DE-36",
    "16.155.940/0001-91",
    "78161849000135",
    "E6OHTNANMDH433",
    "2kph4dkdvpt903",
    "00000000000000"
  })
  void a_cnpj_with_a_wrong_check_digit_is_refused(String typed) {
    refused("BR", "CNPJ", typed, "cnpj_check_digit");
  }

  @ParameterizedTest
  @CsvSource({"1122233300018", "12.ABC.345/01DE-3A", "12.ABC.345/01DE-3"})
  void a_cnpj_of_another_shape_is_refused_as_format(String typed) {
    refused("BR", "CNPJ", typed, "cnpj_format");
  }

  // RUT: 12.345.678-5 published (es.wikipedia, Rol Único Tributario); the K ones computed.
  @ParameterizedTest
  @CsvSource({
    "12.345.678-5, 123456785",
    "42.388.496-7, 423884967",
    "9.998.674-3, 99986743",
    "10.000.013-K, 10000013K",
    "10000027k, 10000027K"
  })
  void a_rut_with_its_check_digit_or_k_is_accepted(String typed, String sent) {
    accepted("CL", "RUT", typed, sent);
  }

  @ParameterizedTest
  @CsvSource({"12.345.678-6", "42.388.496-8", "9.998.674-4", "10.000.013-0", "100000270"})
  void a_rut_with_a_wrong_check_digit_is_refused(String typed) {
    refused("CL", "RUT", typed, "rut_check_digit");
  }

  @Test
  void a_run_follows_the_rut_rule() {
    accepted("CL", "RUN", "12.345.678-5", "123456785");
    refused("CL", "RUN", "12.345.678-X", "rut_format");
  }

  // CUIT: 30-50001091-2 published (Banco de la Nación Argentina's CUIT); others computed.
  @ParameterizedTest
  @CsvSource({
    "30-50001091-2, 30500010912",
    "30-84801845-3, 30848018453",
    "33-28148932-7, 33281489327",
    "20-52880957-0, 20528809570",
    "20015430398, 20015430398"
  })
  void a_cuit_with_its_check_digit_is_accepted(String typed, String sent) {
    accepted("AR", "CUIT", typed, sent);
  }

  @ParameterizedTest
  @CsvSource({"30-50001091-3", "30-84801845-4", "33-28148932-8", "20-52880957-1", "20015430399"})
  void a_cuit_with_a_wrong_check_digit_is_refused(String typed) {
    refused("AR", "CUIT", typed, "cuit_check_digit");
  }

  @ParameterizedTest
  @CsvSource({
    "20-11718227-5, 20117182275",
    "20-82489638-1, 20824896381",
    "27-33150983-9, 27331509839",
    "27930103107, 27930103107",
    "23-51834738-1, 23518347381"
  })
  void a_cuil_with_its_check_digit_is_accepted(String typed, String sent) {
    accepted("AR", "CUIL", typed, sent);
  }

  @ParameterizedTest
  @CsvSource({"20-11718227-6", "20-82489638-2", "27-33150983-0", "27930103108", "23-51834738-2"})
  void a_cuil_with_a_wrong_check_digit_is_refused(String typed) {
    refused("AR", "CUIL", typed, "cuil_check_digit");
  }

  @Test
  void a_company_cuit_is_not_a_cuil() {
    refused("AR", "CUIL", "30-50001091-2", "cuil_format");
  }

  // NIT: 800197268-4 published (DIAN's own NIT); 860034313-7 published (Banco Davivienda); others
  // computed. 900123456-7, often written as an example, has verification digit 8.
  @ParameterizedTest
  @CsvSource({
    "800197268-4, 8001972684",
    "860.034.313-7, 8600343137",
    "830020062-3, 8300200623",
    "299737631-7, 2997376317",
    "900123456-8, 9001234568"
  })
  void a_colombian_nit_with_its_verification_digit_is_accepted(String typed, String sent) {
    accepted("CO", "NIT", typed, sent);
  }

  @ParameterizedTest
  @CsvSource({"800197268-5", "860.034.313-8", "830020062-4", "299737631-8", "900123456-7"})
  void a_colombian_nit_with_a_wrong_verification_digit_is_refused(String typed) {
    refused("CO", "NIT", typed, "nit_check_digit");
  }

  // RUC (Peru): 20100070970 is a widely circulated example (checked with the algorithm, owner not
  // verified here); others computed.
  @ParameterizedTest
  @CsvSource({"20100070970", "20080132671", "20736026067", "10430980501", "10097882083"})
  void a_peruvian_ruc_with_its_check_digit_is_accepted(String typed) {
    accepted("PE", "RUC", typed, typed);
  }

  @ParameterizedTest
  @CsvSource({"20100070971", "20080132672", "20736026068", "10430980502", "10097882084"})
  void a_peruvian_ruc_with_a_wrong_check_digit_is_refused(String typed) {
    refused("PE", "RUC", typed, "ruc_pe_check_digit");
  }

  // CI (Uruguay): 1.234.567-2 published (the common worked example of the check digit); others
  // computed.
  @ParameterizedTest
  @CsvSource({
    "1.234.567-2, 12345672",
    "1.219.136-0, 12191360",
    "1939909-0, 19399090",
    "3.534.624-9, 35346249",
    "987.654-9, 9876549"
  })
  void a_uruguayan_ci_with_its_check_digit_is_accepted(String typed, String sent) {
    accepted("UY", "CI", typed, sent);
  }

  @ParameterizedTest
  @CsvSource({"1.234.567-3", "1.219.136-1", "1939909-1", "3.534.624-0", "987.654-0"})
  void a_uruguayan_ci_with_a_wrong_check_digit_is_refused(String typed) {
    refused("UY", "CI", typed, "ci_uy_check_digit");
  }

  // Cédula (Ecuador): 1710034065 published (the usual worked example of the module-10 rule);
  // others computed.
  @ParameterizedTest
  @CsvSource({"1710034065", "1521079911", "0343842514", "0824278493", "2140841244"})
  void an_ecuadorian_cedula_with_its_check_digit_is_accepted(String typed) {
    accepted("EC", "CI", typed, typed);
  }

  @ParameterizedTest
  @CsvSource({"1710034066", "1521079912", "0343842515", "0824278494", "2140841245"})
  void an_ecuadorian_cedula_with_a_wrong_check_digit_is_refused(String typed) {
    refused("EC", "CI", typed, "cedula_ec_check_digit");
  }

  @Test
  void ci_is_checked_by_the_rule_of_its_country() {
    // The same digits: a valid Uruguayan CI, not an Ecuadorian cédula (province 12, third digit 3
    // is fine, but 8 digits are not 10).
    accepted("UY", "CI", "1.234.567-2", "12345672");
    refused("EC", "CI", "1.234.567-2", "cedula_ec_format");
    accepted("EC", "CI", "1710034065", "1710034065");
    refused("UY", "CI", "1710034065", "ci_uy_format");
    // Elsewhere (Bolivia, Paraguay) no check digit is published: only the generic shape.
    accepted("BO", "CI", "1234567", "1234567");
  }

  @Test
  void ruc_is_checked_by_the_rule_of_its_country() {
    accepted("PE", "RUC", "20100070970", "20100070970");
    refused("EC", "RUC", "20100070970", "ruc_ec_format");
    accepted("EC", "RUC", "1790011674001", "1790011674001");
    refused("PE", "RUC", "1790011674001", "ruc_pe_format");
  }

  // RUC (Ecuador), natural persons (a cédula + establishment), public bodies (third digit 6) and
  // private companies (third digit 9): 1790011674001 is a widely circulated example (checked with
  // the algorithm, owner not verified here); others computed.
  @ParameterizedTest
  @CsvSource({
    "1710034065001",
    "2323487401001",
    "0356400523001",
    "1790011674001",
    "2194278686001",
    "0191128052001",
    "1760001550001",
    "1968262030001",
    "1065053300001"
  })
  void an_ecuadorian_ruc_of_each_kind_with_its_check_digit_is_accepted(String typed) {
    accepted("EC", "RUC", typed, typed);
  }

  @ParameterizedTest
  @CsvSource({
    "1710034066001",
    "2323487402001",
    "1790011675001",
    "2194278687001",
    "1760001560001",
    "1968262040001",
    "1710034065000",
    "1760001550000"
  })
  void an_ecuadorian_ruc_with_a_wrong_check_digit_or_no_establishment_is_refused(String typed) {
    refused("EC", "RUC", typed, "ruc_ec_check_digit");
  }

  @ParameterizedTest
  @CsvSource({
    "GODE561231GR8, GODE561231GR8",
    "god-e561231-gr8, GODE561231GR8",
    "ABC990101A1B, ABC990101A1B"
  })
  void an_rfc_of_the_right_shape_is_accepted(String typed, String sent) {
    accepted("MX", "RFC", typed, sent);
  }

  @ParameterizedTest
  @CsvSource({"GODE561331GR8", "GO1E561231GR8", "GODE5612GR8", "AB990101A1B"})
  void an_rfc_of_another_shape_or_with_an_impossible_date_is_refused(String typed) {
    refused("MX", "RFC", typed, "rfc_format");
  }

  @Test
  void a_curp_is_checked_for_shape_date_and_state() {
    accepted("MX", "CURP", "GODE561231HDFRRN09", "GODE561231HDFRRN09");
    refused("MX", "CURP", "GODE561231HZZRRN09", "curp_format");
    refused("MX", "CURP", "GODE561331HDFRRN09", "curp_format");
    refused("MX", "CURP", "GODE561231HDFRRN0", "curp_format");
  }

  @Test
  void dni_cc_and_ssn_are_checked_for_shape() {
    accepted("AR", "DNI", "12.345.678", "12345678");
    refused("AR", "DNI", "123456", "dni_format");
    accepted("PE", "DNI", "45678912", "45678912");
    refused("PE", "DNI", "4567891", "dni_format");
    accepted("CO", "CC", "1.020.304.050", "1020304050");
    refused("CO", "CC", "10203040501", "cc_format");
    accepted("US", "SSN", "123-45-6789", "123456789");
    refused("US", "SSN", "666-45-6789", "ssn_format");
  }

  @Test
  void other_types_take_3_to_40_letters_and_digits() {
    accepted("GT", "DPI", "2456 78901 0101", "2456789010101");
    accepted("BR", "RG", "12.345.678-X", "12345678X");
    refused("GT", "DPI", "12", "document_format");
    refused("GT", "PAS", "A".repeat(41), "document_format");
    refused("GT", "PAS", "AB#12", "document_format");
  }

  @Test
  void nothing_typed_is_required() {
    refused("BR", "CPF", "  ", "required");
    refused("BR", "CPF", null, "required");
  }

  @Test
  void the_known_types_are_the_services_spelling() {
    assertThat(DocumentNumbers.TYPES).contains("CPF", "CNPJ", "RUT", "CUIT", "CUIL", "DNI", "NIT");
    assertThat(DocumentNumbers.TYPES).contains("CC", "CE", "RUC", "CI", "RFC", "CURP");
    assertThat(DocumentNumbers.isKnownType("cpf")).isFalse();
    assertThat(DocumentNumbers.isKnownType("XYZ")).isFalse();
  }

  @Test
  void a_tax_id_is_checked_by_the_tax_number_of_its_country() {
    assertThat(DocumentNumbers.checkTaxId("BR", "123.456.789-09").value()).isEqualTo("12345678909");
    assertThat(DocumentNumbers.checkTaxId("BR", "12.ABC.345/01DE-35").value())
        .isEqualTo("12ABC34501DE35");
    assertThat(DocumentNumbers.checkTaxId("BR", "11.222.333/0001-80").rule())
        .isEqualTo("cnpj_check_digit");
    assertThat(DocumentNumbers.checkTaxId("AR", "30-50001091-3").rule())
        .isEqualTo("cuit_check_digit");
    assertThat(DocumentNumbers.checkTaxId("CL", "12.345.678-5").ok()).isTrue();
    assertThat(DocumentNumbers.checkTaxId("CO", "800197268-4").ok()).isTrue();
    assertThat(DocumentNumbers.checkTaxId("PE", "20100070971").rule())
        .isEqualTo("ruc_pe_check_digit");
    assertThat(DocumentNumbers.checkTaxId("EC", "1710034065").ok()).isTrue();
    assertThat(DocumentNumbers.checkTaxId("EC", "1790011674001").ok()).isTrue();
    assertThat(DocumentNumbers.checkTaxId("MX", "GODE561231GR8").ok()).isTrue();
    assertThat(DocumentNumbers.checkTaxId("US", "12-3456789").value()).isEqualTo("123456789");
  }

  @Test
  void aCountryTakesItsOwnDocumentTypesAndAnUnknownOneEveryType() {
    assertThat(DocumentNumbers.typesOf("BR"))
        .startsWith("CPF", "CNPJ")
        .doesNotContain("DNI", "CI", "LC", "LE", "CUIT")
        .allMatch(DocumentNumbers::isKnownType);
    assertThat(DocumentNumbers.typesOf("ar")).startsWith("DNI").contains("CUIT");
    assertThat(DocumentNumbers.typesOf("ZZ")).isEqualTo(DocumentNumbers.TYPES);
    assertThat(DocumentNumbers.typesOf(null)).isEqualTo(DocumentNumbers.TYPES);
  }

  @Test
  void aPayoutToBrazilTakesBrazilsMethodsAndThoseOfEveryCountryNotAnotherCountrysOwn() {
    assertThat(WithdrawalMethodTypes.forCountry("BR"))
        .startsWith("PIX_PAYOUT", "QI_PAYOUT")
        .contains("CARD", "PAYPAL_PAYOUT")
        .doesNotContain("NEQUI_PAYOUT", "TRANSFIYA_PAYOUT", "STP_PAYOUT", "AFIRME_PAYOUT");
    assertThat(WithdrawalMethodTypes.forCountry("")).isEqualTo(WithdrawalMethodTypes.KNOWN);
    assertThat(WithdrawalMethodTypes.KNOWN).containsAll(WithdrawalMethodTypes.forCountry("CO"));
  }
}
