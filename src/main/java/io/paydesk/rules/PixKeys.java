package io.paydesk.rules;

import java.util.Locale;

/**
 * PIX keys (Banco Central do Brasil, DICT) by kind: an e-mail (at most 77 characters), a Brazilian
 * phone in +55 form ({@code +5511912345678}: +55, a two-digit area code without zeros, 8 or 9
 * digits), a CPF or CNPJ (check digits verified), or a random key (EVP, a UUID). The value to send
 * is the normalised key: e-mail in lower case, phone as +55 and digits, CPF/CNPJ compact, random
 * key in lower case.
 */
public final class PixKeys {
  /** The kinds of PIX key. */
  public enum Kind {
    EMAIL,
    PHONE,
    DOCUMENT,
    RANDOM
  }

  /** The DICT limit of an e-mail key. */
  public static final int EMAIL_MAX = 77;

  private PixKeys() {}

  /**
   * The kind of key that a bank account type of a payout carries (PIX_EMAIL, PIX_PHONE,
   * PIX_DOCUMENT_ID), or null for the other types.
   */
  public static Kind kindOfAccountType(String accountType) {
    if (accountType == null) {
      return null;
    }
    return switch (accountType) {
      case "PIX_EMAIL" -> Kind.EMAIL;
      case "PIX_PHONE" -> Kind.PHONE;
      case "PIX_DOCUMENT_ID" -> Kind.DOCUMENT;
      default -> null;
    };
  }

  /** Checks {@code typed} as a key of {@code kind}. */
  public static NumberCheck check(Kind kind, String typed) {
    if (typed == null || typed.isBlank()) {
      return NumberCheck.refused("required", "Required.");
    }
    String t = typed.strip();
    return switch (kind) {
      case EMAIL -> email(t);
      case PHONE -> phone(t);
      case DOCUMENT -> document(t);
      case RANDOM -> random(t);
    };
  }

  /** The kind of a typed key when it is a valid key of some kind, or null. */
  public static Kind detect(String typed) {
    if (typed == null || typed.isBlank()) {
      return null;
    }
    String t = typed.strip();
    if (random(t).ok()) {
      return Kind.RANDOM;
    }
    if (t.indexOf('@') >= 0) {
      return email(t).ok() ? Kind.EMAIL : null;
    }
    if (t.startsWith("+")) {
      return phone(t).ok() ? Kind.PHONE : null;
    }
    return document(t).ok() ? Kind.DOCUMENT : null;
  }

  private static NumberCheck email(String t) {
    if (t.length() > EMAIL_MAX || !Emails.isValid(t)) {
      return NumberCheck.refused(
          "pix_email",
          "A PIX e-mail key is an e-mail address of at most 77 characters, e.g."
              + " maria@example.com.");
    }
    return NumberCheck.accepted(t.toLowerCase(Locale.ROOT));
  }

  private static NumberCheck phone(String t) {
    StringBuilder digits = new StringBuilder();
    boolean plus = false;
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (c >= '0' && c <= '9') {
        digits.append(c);
      } else if (c == '+' && i == 0) {
        plus = true;
      } else if (!(c == ' ' || c == '(' || c == ')' || c == '-' || c == '.')) {
        return phoneRefused();
      }
    }
    String d = digits.toString();
    if (plus && !d.startsWith("55")) {
      return phoneRefused();
    }
    if (!plus && (d.length() == 10 || d.length() == 11)) {
      d = "55" + d; // written without the country code
    }
    if (!d.startsWith("55") || (d.length() != 12 && d.length() != 13)) {
      return phoneRefused();
    }
    String national = d.substring(2);
    boolean areaOk = national.charAt(0) != '0' && national.charAt(1) != '0';
    boolean numberOk =
        national.length() == 11
            ? national.charAt(2) == '9'
            : national.charAt(2) >= '2' && national.charAt(2) <= '5';
    if (!areaOk || !numberOk) {
      return phoneRefused();
    }
    return NumberCheck.accepted("+" + d);
  }

  private static NumberCheck phoneRefused() {
    return NumberCheck.refused(
        "pix_phone",
        "A PIX phone key is +55, the area code and the number, e.g. +55 11 91234-5678.");
  }

  private static NumberCheck document(String t) {
    String s = NumberCheck.compact(t);
    NumberCheck c =
        s.length() == 11 && NumberCheck.allDigits(s)
            ? DocumentNumbers.cpf(s)
            : s.length() == 14 ? DocumentNumbers.cnpj(s) : null;
    if (c == null) {
      return NumberCheck.refused(
          "pix_document",
          "A PIX document key is a CPF (e.g. 123.456.789-09) or a CNPJ (e.g. 11.222.333/0001-81).");
    }
    return c;
  }

  private static NumberCheck random(String t) {
    if (!Rules.isUuid(t)) {
      return NumberCheck.refused(
          "pix_random",
          "A PIX random key is 36 characters, e.g. 123e4567-e89b-12d3-a456-426614174000.");
    }
    return NumberCheck.accepted(t.toLowerCase(Locale.ROOT));
  }
}
