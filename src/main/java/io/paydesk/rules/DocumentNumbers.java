package io.paydesk.rules;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Document numbers by country and type, with their published check digits. Numbers are accepted as
 * people write them ({@code 123.456.789-09}, {@code 12.345.678-K}, {@code 900123456-8}): spaces,
 * dots, hyphens and slashes are dropped, letters upper-cased, and that compact form is the value to
 * send.
 *
 * <p>Which rule applies depends on the type and, where a type name means different documents, on
 * the country: CI is Uruguay's cédula in UY and Ecuador's cédula in EC; RUC is Peru's in PE and
 * Ecuador's in EC; NIT and CC are checked as Colombia's in CO; DNI as Argentina's or Peru's. Other
 * types, or a type in a country without a published rule, get the generic rule: 3 to 40 letters and
 * digits (the service's limit).
 */
public final class DocumentNumbers {
  /**
   * The document types as the service spells them (document_type enum of create-payout), plus SSN
   * which the service's own Wallet Payout example sends for a US beneficiary.
   */
  public static final List<String> TYPES =
      List.of(
          "DNI", "CI", "LC", "LE", "CUIT", "CUIL", "PAS", "CPF", "RG", "CNH", "CNPJ", "RUT", "RUN",
          "CC", "CE", "NIT", "DUI", "PIC", "DPI", "IFR", "INE", "CP", "RFC", "CURP", "CIP", "CIC",
          "CUI", "RUC", "SSN");

  /**
   * The document types a person or organisation of a country holds (its identity cards, tax numbers
   * and passport), most common first; countries not listed take every type.
   */
  private static final Map<String, List<String>> TYPES_OF_COUNTRY =
      Map.ofEntries(
          Map.entry("AR", List.of("DNI", "CUIT", "CUIL", "LC", "LE", "PAS")),
          Map.entry("BR", List.of("CPF", "CNPJ", "RG", "CNH", "PAS")),
          Map.entry("CL", List.of("RUT", "RUN", "PAS")),
          Map.entry("CO", List.of("CC", "CE", "NIT", "PAS")),
          Map.entry("EC", List.of("CI", "RUC", "PAS")),
          Map.entry("GT", List.of("DPI", "CUI", "NIT", "PAS")),
          Map.entry("MX", List.of("INE", "RFC", "CURP", "PAS")),
          Map.entry("PE", List.of("DNI", "RUC", "CE", "PAS")),
          Map.entry("SV", List.of("DUI", "NIT", "PAS")),
          Map.entry("US", List.of("SSN", "PAS")),
          Map.entry("UY", List.of("CI", "RUT", "PAS")));

  /** document_number: 3 to 40 characters. */
  public static final int MIN = 3;

  public static final int MAX = 40;

  private static final Set<String> TYPE_SET = Set.copyOf(TYPES);
  private static final Pattern GENERIC = Pattern.compile("^[A-Z0-9]{3,40}$");
  private static final Pattern CNPJ = Pattern.compile("^[A-Z0-9]{12}[0-9]{2}$");
  private static final Pattern RUT = Pattern.compile("^[0-9]{6,8}[0-9K]$");
  private static final Pattern RFC = Pattern.compile("^([A-ZÑ&]{3,4})([0-9]{6})([A-Z0-9]{3})$");
  private static final Pattern CURP =
      Pattern.compile(
          "^[A-Z][AEIOUX][A-Z]{2}([0-9]{6})[HMX]"
              + "(AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC"
              + "|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-ZÑ]{3}[A-Z0-9][0-9]$");
  private static final Set<String> CUIT_PREFIXES =
      Set.of("20", "23", "24", "25", "26", "27", "30", "33", "34");
  private static final Set<String> CUIL_PREFIXES = Set.of("20", "23", "24", "25", "26", "27");
  private static final Set<String> RUC_PE_PREFIXES = Set.of("10", "15", "16", "17", "20");

  private DocumentNumbers() {}

  /** The types documents of this country take ({@link #TYPES} for a country not known here). */
  public static List<String> typesOf(String country) {
    return country == null
        ? TYPES
        : TYPES_OF_COUNTRY.getOrDefault(country.trim().toUpperCase(Locale.ROOT), TYPES);
  }

  public static boolean isKnownType(String type) {
    return type != null && TYPE_SET.contains(type);
  }

  /**
   * Checks {@code typed} as a document of {@code type} issued in {@code country} (ISO 3166-1
   * alpha-2; may be null when unknown, then only country-independent rules apply).
   */
  public static NumberCheck check(String country, String type, String typed) {
    if (typed == null || typed.isBlank()) {
      return NumberCheck.refused("required", "Required.");
    }
    String s = NumberCheck.compact(typed);
    String t = type == null ? "" : type.trim().toUpperCase(Locale.ROOT);
    String c = country == null ? "" : country.trim().toUpperCase(Locale.ROOT);
    switch (t) {
      case "CPF":
        return cpf(s);
      case "CNPJ":
        return cnpj(s);
      case "RUT":
      case "RUN":
        return rut(s);
      case "CUIT":
        return cuit(s, CUIT_PREFIXES, "cuit", "CUIT", "30-50001091-2");
      case "CUIL":
        return cuit(s, CUIL_PREFIXES, "cuil", "CUIL", "20-12345678-6");
      case "RFC":
        return rfc(s);
      case "CURP":
        return curp(s);
      case "SSN":
        return ssn(s);
      case "NIT":
        return "CO".equals(c) ? nitCo(s) : generic(s);
      case "CC":
        return "CO".equals(c)
            ? digits(s, 3, 10, "cc_format", "A CC is 3 to 10 digits.")
            : generic(s);
      case "RUC":
        if ("PE".equals(c)) {
          return rucPe(s);
        }
        return "EC".equals(c) ? rucEc(s) : generic(s);
      case "CI":
        if ("UY".equals(c)) {
          return ciUy(s);
        }
        return "EC".equals(c) ? cedulaEc(s) : generic(s);
      case "DNI":
        if ("AR".equals(c)) {
          return digits(
              s, 7, 8, "dni_format", "An Argentine DNI is 7 or 8 digits, e.g. 12.345.678.");
        }
        if ("PE".equals(c)) {
          return digits(s, 8, 8, "dni_format", "A Peruvian DNI is 8 digits, e.g. 45678912.");
        }
        return generic(s);
      default:
        return generic(s);
    }
  }

  /**
   * A tax id (banking entities' tax_information.tax_id) of {@code country}, by the country's own
   * tax number: BR a CPF (11 digits) or a CNPJ (14 characters); AR a CUIT; CL a RUT; CO a NIT; PE a
   * RUC; EC a RUC (13 digits) or a cédula (10); MX an RFC; elsewhere the generic rule.
   */
  public static NumberCheck checkTaxId(String country, String typed) {
    if (typed == null || typed.isBlank()) {
      return NumberCheck.refused("required", "Required.");
    }
    String s = NumberCheck.compact(typed);
    String c = country == null ? "" : country.trim().toUpperCase(Locale.ROOT);
    return switch (c) {
      case "BR" -> s.length() <= 11 ? cpf(s) : cnpj(s);
      case "AR" -> cuit(s, CUIT_PREFIXES, "cuit", "CUIT", "30-50001091-2");
      case "CL" -> rut(s);
      case "CO" -> nitCo(s);
      case "PE" -> rucPe(s);
      case "EC" -> s.length() == 10 ? cedulaEc(s) : rucEc(s);
      case "MX" -> rfc(s);
      default -> generic(s);
    };
  }

  /** Any document: 3 to 40 letters and digits once separators are dropped. */
  static NumberCheck generic(String s) {
    return GENERIC.matcher(s).matches()
        ? NumberCheck.accepted(s)
        : NumberCheck.refused(
            "document_format", "A document number is 3 to 40 letters and digits.");
  }

  private static NumberCheck digits(String s, int min, int max, String rule, String message) {
    return s.length() >= min && s.length() <= max && NumberCheck.allDigits(s)
        ? NumberCheck.accepted(s)
        : NumberCheck.refused(rule, message);
  }

  private static int digit(String s, int i) {
    return s.charAt(i) - '0';
  }

  /** Modulo 11 with weights over s[from..from+weights.length): returns sum mod 11. */
  private static int mod11(String s, int from, int[] weights) {
    int sum = 0;
    for (int i = 0; i < weights.length; i++) {
      sum += (s.charAt(from + i) - '0') * weights[i];
    }
    return sum % 11;
  }

  // --- Brazil -------------------------------------------------------------------------------

  /**
   * CPF (Receita Federal): 11 digits, the last two check digits. First: the 9 digits times 10..2,
   * sum mod 11, below 2 gives 0 else 11 minus it; second the same over 10 digits times 11..2.
   * Eleven equal digits pass the arithmetic but are not issued.
   */
  static NumberCheck cpf(String s) {
    if (s.length() != 11 || !NumberCheck.allDigits(s)) {
      return NumberCheck.refused("cpf_format", "A CPF is 11 digits, e.g. 123.456.789-09.");
    }
    if (NumberCheck.allSame(s)
        || cpfDigit(s, 9) != digit(s, 9)
        || cpfDigit(s, 10) != digit(s, 10)) {
      return NumberCheck.refused(
          "cpf_check_digit",
          "The CPF check digits do not match: look for a mistyped digit (e.g. 123.456.789-09).");
    }
    return NumberCheck.accepted(s);
  }

  private static int cpfDigit(String s, int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
      sum += digit(s, i) * (n + 1 - i);
    }
    int r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  }

  /**
   * CNPJ (Receita Federal), numeric and the alphanumeric form issued from July 2026 (IN RFB
   * 2.229/2024): 12 letters or digits then 2 check digits. Each character counts as its ASCII code
   * minus 48 (digits 0-9, A=17 ... Z=42); first check digit: weights 5,4,3,2,9,8,7,6,5,4,3,2, sum
   * mod 11, below 2 gives 0 else 11 minus it; the second the same over 13 characters with weights
   * 6,5,4,3,2,9,8,7,6,5,4,3,2.
   */
  static NumberCheck cnpj(String s) {
    if (!CNPJ.matcher(s).matches()) {
      return NumberCheck.refused(
          "cnpj_format",
          "A CNPJ is 12 letters or digits and 2 check digits, e.g. 11.222.333/0001-81 or"
              + " 12.ABC.345/01DE-35.");
    }
    if (NumberCheck.allSame(s)
        || cnpjDigit(s, 12) != digit(s, 12)
        || cnpjDigit(s, 13) != digit(s, 13)) {
      return NumberCheck.refused(
          "cnpj_check_digit",
          "The CNPJ check digits do not match: look for a mistyped character (e.g."
              + " 11.222.333/0001-81).");
    }
    return NumberCheck.accepted(s);
  }

  private static int cnpjDigit(String s, int n) {
    int sum = 0;
    int weight = n == 12 ? 5 : 6;
    for (int i = 0; i < n; i++) {
      sum += (s.charAt(i) - 48) * weight;
      weight = weight == 2 ? 9 : weight - 1;
    }
    int r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  }

  // --- Chile --------------------------------------------------------------------------------

  /**
   * RUT / RUN (Servicio de Registro Civil, SII): 6 to 8 digits and a check character: digits from
   * the right times 2,3,4,5,6,7,2,3..., 11 minus the sum mod 11; 11 gives 0 and 10 gives K.
   */
  static NumberCheck rut(String s) {
    if (!RUT.matcher(s).matches()) {
      return NumberCheck.refused(
          "rut_format", "A RUT is 7 or 8 digits and a check digit or K, e.g. 12.345.678-5.");
    }
    int sum = 0;
    int weight = 2;
    for (int i = s.length() - 2; i >= 0; i--) {
      sum += digit(s, i) * weight;
      weight = weight == 7 ? 2 : weight + 1;
    }
    int d = 11 - sum % 11;
    char expected = d == 11 ? '0' : d == 10 ? 'K' : (char) ('0' + d);
    if (expected != s.charAt(s.length() - 1)) {
      return NumberCheck.refused(
          "rut_check_digit",
          "The RUT check digit does not match: look for a mistyped digit (e.g. 12.345.678-5).");
    }
    return NumberCheck.accepted(s);
  }

  // --- Argentina ----------------------------------------------------------------------------

  private static final int[] CUIT_WEIGHTS = {5, 4, 3, 2, 7, 6, 5, 4, 3, 2};

  /**
   * CUIT / CUIL (AFIP): 2 digits of kind, 8 of DNI or company, a check digit: the 10 digits times
   * 5,4,3,2,7,6,5,4,3,2, 11 minus the sum mod 11; 11 gives 0 and 10 is never issued.
   */
  static NumberCheck cuit(String s, Set<String> prefixes, String code, String name, String eg) {
    if (s.length() != 11 || !NumberCheck.allDigits(s) || !prefixes.contains(s.substring(0, 2))) {
      return NumberCheck.refused(
          code + "_format",
          "A "
              + name
              + " is 11 digits starting with "
              + String.join(", ", sorted(prefixes))
              + ", e.g. "
              + eg
              + ".");
    }
    int d = 11 - mod11(s, 0, CUIT_WEIGHTS);
    if (d == 11) {
      d = 0;
    }
    if (d != digit(s, 10)) {
      return NumberCheck.refused(
          code + "_check_digit",
          "The "
              + name
              + " check digit does not match: look for a mistyped digit (e.g. "
              + eg
              + ").");
    }
    return NumberCheck.accepted(s);
  }

  private static List<String> sorted(Set<String> set) {
    return set.stream().sorted().toList();
  }

  // --- Colombia -----------------------------------------------------------------------------

  private static final int[] NIT_WEIGHTS = {
    3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71
  };

  /**
   * NIT (DIAN): the number and its verification digit (written after a hyphen, {@code 900123456-8};
   * without a hyphen the last digit is taken as the verification digit). Digits from the right
   * times 3,7,13,17,19,23,29,37,41,43,47,53,59,67,71; r = sum mod 11; the digit is r when r is 0 or
   * 1, else 11 - r.
   */
  static NumberCheck nitCo(String s) {
    if (s.length() < 7 || s.length() > 16 || !NumberCheck.allDigits(s)) {
      return NumberCheck.refused(
          "nit_format", "A NIT is 6 to 15 digits and its verification digit, e.g. 800197268-4.");
    }
    int body = s.length() - 1;
    int sum = 0;
    for (int i = 0; i < body; i++) {
      sum += digit(s, body - 1 - i) * NIT_WEIGHTS[i];
    }
    int r = sum % 11;
    int expected = r > 1 ? 11 - r : r;
    if (expected != digit(s, body)) {
      return NumberCheck.refused(
          "nit_check_digit",
          "The NIT verification digit does not match: look for a mistyped digit (e.g."
              + " 800197268-4).");
    }
    return NumberCheck.accepted(s);
  }

  // --- Peru ---------------------------------------------------------------------------------

  /**
   * RUC (SUNAT): 11 digits starting 10, 15, 16, 17 or 20; the first 10 times 5,4,3,2,7,6,5,4,3,2, d
   * = 11 - sum mod 11; 10 gives 0 and 11 gives 1.
   */
  static NumberCheck rucPe(String s) {
    if (s.length() != 11
        || !NumberCheck.allDigits(s)
        || !RUC_PE_PREFIXES.contains(s.substring(0, 2))) {
      return NumberCheck.refused(
          "ruc_pe_format",
          "A Peruvian RUC is 11 digits starting with 10, 15, 16, 17 or 20, e.g. 20100070970.");
    }
    int d = 11 - mod11(s, 0, CUIT_WEIGHTS);
    if (d >= 10) {
      d -= 10;
    }
    if (d != digit(s, 10)) {
      return NumberCheck.refused(
          "ruc_pe_check_digit",
          "The RUC check digit does not match: look for a mistyped digit (e.g. 20100070970).");
    }
    return NumberCheck.accepted(s);
  }

  // --- Uruguay ------------------------------------------------------------------------------

  private static final int[] CI_UY_WEIGHTS = {2, 9, 8, 7, 6, 3, 4};

  /**
   * Cédula de identidad (Uruguay): 6 or 7 digits and a check digit ({@code 1.234.567-2}). The
   * number, padded to 7 digits, times 2,9,8,7,6,3,4; the check digit is (10 - sum mod 10) mod 10.
   */
  static NumberCheck ciUy(String s) {
    if (s.length() < 7 || s.length() > 8 || !NumberCheck.allDigits(s)) {
      return NumberCheck.refused(
          "ci_uy_format",
          "A Uruguayan CI is 7 or 8 digits with its check digit, e.g. 1.234.567-2.");
    }
    String padded = s.length() == 7 ? "0" + s : s;
    int sum = 0;
    for (int i = 0; i < 7; i++) {
      sum += digit(padded, i) * CI_UY_WEIGHTS[i];
    }
    if ((10 - sum % 10) % 10 != digit(padded, 7)) {
      return NumberCheck.refused(
          "ci_uy_check_digit",
          "The CI check digit does not match: look for a mistyped digit (e.g. 1.234.567-2).");
    }
    return NumberCheck.accepted(s);
  }

  // --- Ecuador ------------------------------------------------------------------------------

  /** Province codes 01 to 24, and 30 for Ecuadorians registered abroad. */
  private static boolean ecProvince(String s) {
    int p = digit(s, 0) * 10 + digit(s, 1);
    return (p >= 1 && p <= 24) || p == 30;
  }

  /**
   * Cédula (Registro Civil del Ecuador): 10 digits; province 01-24 or 30, third digit below 6. The
   * first 9 digits times 2,1,2,1..., a product above 9 minus 9, summed; the check digit is (10 -
   * sum mod 10) mod 10.
   */
  static NumberCheck cedulaEc(String s) {
    if (s.length() != 10 || !NumberCheck.allDigits(s) || !ecProvince(s) || digit(s, 2) >= 6) {
      return NumberCheck.refused(
          "cedula_ec_format",
          "An Ecuadorian cédula is 10 digits starting with the province (01-24 or 30), e.g."
              + " 1710034065.");
    }
    if (!cedulaDigitOk(s)) {
      return NumberCheck.refused(
          "cedula_ec_check_digit",
          "The cédula check digit does not match: look for a mistyped digit (e.g. 1710034065).");
    }
    return NumberCheck.accepted(s);
  }

  private static boolean cedulaDigitOk(String s) {
    int sum = 0;
    for (int i = 0; i < 9; i++) {
      int p = digit(s, i) * (i % 2 == 0 ? 2 : 1);
      sum += p > 9 ? p - 9 : p;
    }
    return (10 - sum % 10) % 10 == digit(s, 9);
  }

  private static final int[] RUC_EC_PRIVATE = {4, 3, 2, 7, 6, 5, 4, 3, 2};
  private static final int[] RUC_EC_PUBLIC = {3, 2, 7, 6, 5, 4, 3, 2};

  /**
   * RUC (SRI, Ecuador): 13 digits, province first. Natural persons (third digit 0-5): a valid
   * cédula then an establishment 001 or more. Public bodies (third digit 6): 8 digits times
   * 3,2,7,6,5,4,3,2, the 9th is 11 - sum mod 11 (11 gives 0), then an establishment 0001 or more.
   * Private companies (third digit 9): 9 digits times 4,3,2,7,6,5,4,3,2, the 10th is 11 - sum mod
   * 11 (11 gives 0), then an establishment 001 or more.
   */
  static NumberCheck rucEc(String s) {
    if (s.length() != 13 || !NumberCheck.allDigits(s) || !ecProvince(s)) {
      return rucEcFormat();
    }
    int third = digit(s, 2);
    boolean ok;
    if (third < 6) {
      ok = cedulaDigitOk(s) && !s.endsWith("000");
    } else if (third == 6) {
      int d = 11 - mod11(s, 0, RUC_EC_PUBLIC);
      ok = (d == 11 ? 0 : d) == digit(s, 8) && d != 10 && !s.endsWith("0000");
    } else if (third == 9) {
      int d = 11 - mod11(s, 0, RUC_EC_PRIVATE);
      ok = (d == 11 ? 0 : d) == digit(s, 9) && d != 10 && !s.endsWith("000");
    } else {
      return rucEcFormat();
    }
    return ok
        ? NumberCheck.accepted(s)
        : NumberCheck.refused(
            "ruc_ec_check_digit",
            "The RUC check digit does not match: look for a mistyped digit (e.g. 1790011674001).");
  }

  private static NumberCheck rucEcFormat() {
    return NumberCheck.refused(
        "ruc_ec_format",
        "An Ecuadorian RUC is 13 digits: the province (01-24 or 30), then a third digit 0-6 or 9,"
            + " e.g. 1790011674001.");
  }

  // --- Mexico and the United States ---------------------------------------------------------

  /**
   * RFC (SAT): 4 letters (persons) or 3 (companies), a date YYMMDD and 3 characters of homoclave;
   * the shape and the date are checked.
   */
  static NumberCheck rfc(String s) {
    var m = RFC.matcher(s);
    if (!m.matches() || !validYymmdd(m.group(2))) {
      return NumberCheck.refused(
          "rfc_format",
          "An RFC is 4 letters (3 for a company), the date YYMMDD and 3 characters, e.g."
              + " GODE561231GR8.");
    }
    return NumberCheck.accepted(s);
  }

  /** CURP (RENAPO): 18 characters; the shape, the date and the state code are checked. */
  static NumberCheck curp(String s) {
    var m = CURP.matcher(s);
    if (!m.matches() || !validYymmdd(m.group(1))) {
      return NumberCheck.refused(
          "curp_format",
          "A CURP is 18 letters and digits: 4 letters, the date YYMMDD, H or M, the state and 5"
              + " more, e.g. GODE561231HDFRRN09.");
    }
    return NumberCheck.accepted(s);
  }

  private static boolean validYymmdd(String yymmdd) {
    try {
      LocalDate.of(
          2000 + Integer.parseInt(yymmdd.substring(0, 2)),
          Integer.parseInt(yymmdd.substring(2, 4)),
          Integer.parseInt(yymmdd.substring(4, 6)));
      return true;
    } catch (DateTimeException e) {
      return false;
    }
  }

  /**
   * SSN (Social Security Administration): 9 digits; area not 000, 666 or 900-999, group not 00,
   * serial not 0000.
   */
  static NumberCheck ssn(String s) {
    boolean ok =
        s.length() == 9
            && NumberCheck.allDigits(s)
            && !s.startsWith("000")
            && !s.startsWith("666")
            && s.charAt(0) != '9'
            && !s.startsWith("00", 3)
            && !s.startsWith("0000", 5);
    return ok
        ? NumberCheck.accepted(s)
        : NumberCheck.refused("ssn_format", "An SSN is 9 digits, e.g. 123-45-6789.");
  }
}
