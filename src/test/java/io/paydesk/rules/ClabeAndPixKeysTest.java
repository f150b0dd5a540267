package io.paydesk.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.rules.PixKeys.Kind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** CLABE check digits and PIX keys by kind. */
class ClabeAndPixKeysTest {

  // 032180000118359719 published (en.wikipedia, CLABE, worked example); others computed.
  @ParameterizedTest
  @CsvSource({
    "032180000118359719, 032180000118359719",
    "158692322602563420, 158692322602563420",
    "160 733 754 330 365 415, 160733754330365415",
    "458-685-01429401965-3, 458685014294019653",
    "569816934060883563, 569816934060883563"
  })
  void a_clabe_with_its_check_digit_is_accepted(String typed, String sent) {
    NumberCheck c = Clabe.check(typed);
    assertThat(c.ok()).isTrue();
    assertThat(c.value()).isEqualTo(sent);
  }

  @ParameterizedTest
  @CsvSource({
    "032180000118359710",
    "158692322602563421",
    "160 733 754 330 365 416",
    "458685014294019654",
    "569816934060883564",
    "032180000118359791"
  })
  void a_clabe_with_a_wrong_check_digit_is_refused(String typed) {
    assertThat(Clabe.check(typed).rule()).isEqualTo("clabe_check_digit");
  }

  @Test
  void a_clabe_is_18_digits() {
    assertThat(Clabe.check("03218000011835971").rule()).isEqualTo("clabe_format");
    assertThat(Clabe.check("03218000011835971X").rule()).isEqualTo("clabe_format");
    assertThat(Clabe.looksLikeClabe("032 180 000118359719")).isTrue();
    assertThat(Clabe.looksLikeClabe("1234567890")).isFalse();
  }

  @ParameterizedTest
  @CsvSource({
    "Maria.Silva@Example.com, maria.silva@example.com",
    "a@b.io, a@b.io",
    "joao+pix@banco.com.br, joao+pix@banco.com.br",
    "x_y@dominio.org, x_y@dominio.org",
    "  pagamentos@empresa.com.br , pagamentos@empresa.com.br"
  })
  void an_email_key_is_accepted_in_lower_case(String typed, String sent) {
    NumberCheck c = PixKeys.check(Kind.EMAIL, typed);
    assertThat(c.ok()).isTrue();
    assertThat(c.value()).isEqualTo(sent);
  }

  @ParameterizedTest
  @CsvSource({"maria.example.com", "maria@", "maria@example", "ma ria@example.com", "@example.com"})
  void an_email_key_of_another_shape_is_refused(String typed) {
    assertThat(PixKeys.check(Kind.EMAIL, typed).rule()).isEqualTo("pix_email");
  }

  @Test
  void an_email_key_is_at_most_77_characters() {
    String at77 = "a".repeat(65) + "@example.com";
    assertThat(PixKeys.check(Kind.EMAIL, at77).ok()).isTrue();
    assertThat(PixKeys.check(Kind.EMAIL, "a" + at77).rule()).isEqualTo("pix_email");
  }

  @ParameterizedTest
  @CsvSource({
    "+55 11 91234-5678, +5511912345678",
    "+55 (21) 98765-4321, +5521987654321",
    "+5561912345678, +5561912345678",
    "11 91234-5678, +5511912345678",
    "+55 11 3456-7890, +551134567890"
  })
  void a_brazilian_phone_key_is_sent_with_plus_55(String typed, String sent) {
    NumberCheck c = PixKeys.check(Kind.PHONE, typed);
    assertThat(c.ok()).as(typed).isTrue();
    assertThat(c.value()).isEqualTo(sent);
  }

  @ParameterizedTest
  @CsvSource({
    "+54 11 91234-5678",
    "+55 01 91234-5678",
    "+55 11 81234-5678",
    "+55 11 9123-456",
    "+55 11 91234-5678 ext 2"
  })
  void a_phone_key_outside_brazil_or_of_another_shape_is_refused(String typed) {
    assertThat(PixKeys.check(Kind.PHONE, typed).rule()).isEqualTo("pix_phone");
  }

  @Test
  void a_document_key_is_a_valid_cpf_or_cnpj() {
    assertThat(PixKeys.check(Kind.DOCUMENT, "123.456.789-09").value()).isEqualTo("12345678909");
    assertThat(PixKeys.check(Kind.DOCUMENT, "11.222.333/0001-81").value())
        .isEqualTo("11222333000181");
    assertThat(PixKeys.check(Kind.DOCUMENT, "12.ABC.345/01DE-35").value())
        .isEqualTo("12ABC34501DE35");
    assertThat(PixKeys.check(Kind.DOCUMENT, "123.456.789-00").rule()).isEqualTo("cpf_check_digit");
    assertThat(PixKeys.check(Kind.DOCUMENT, "11.222.333/0001-80").rule())
        .isEqualTo("cnpj_check_digit");
    assertThat(PixKeys.check(Kind.DOCUMENT, "1234").rule()).isEqualTo("pix_document");
  }

  @Test
  void a_random_key_is_a_uuid() {
    assertThat(PixKeys.check(Kind.RANDOM, "123E4567-E89B-12D3-A456-426614174000").value())
        .isEqualTo("123e4567-e89b-12d3-a456-426614174000");
    assertThat(PixKeys.check(Kind.RANDOM, "123e4567-e89b-12d3-a456-42661417400").rule())
        .isEqualTo("pix_random");
  }

  @Test
  void the_kind_of_a_key_is_detected_and_read_from_the_account_type() {
    assertThat(PixKeys.detect("maria@example.com")).isEqualTo(Kind.EMAIL);
    assertThat(PixKeys.detect("+55 11 91234-5678")).isEqualTo(Kind.PHONE);
    assertThat(PixKeys.detect("123.456.789-09")).isEqualTo(Kind.DOCUMENT);
    assertThat(PixKeys.detect("123e4567-e89b-12d3-a456-426614174000")).isEqualTo(Kind.RANDOM);
    assertThat(PixKeys.detect("123.456.789-00")).isNull();
    assertThat(PixKeys.kindOfAccountType("PIX_EMAIL")).isEqualTo(Kind.EMAIL);
    assertThat(PixKeys.kindOfAccountType("PIX_PHONE")).isEqualTo(Kind.PHONE);
    assertThat(PixKeys.kindOfAccountType("PIX_DOCUMENT_ID")).isEqualTo(Kind.DOCUMENT);
    assertThat(PixKeys.kindOfAccountType("CHECKINGS")).isNull();
  }
}
