package io.paydesk.rules;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;

/**
 * Field checks of a banking entity (POST /banking/entities) that go beyond lengths: tax information
 * rows (tax id checked by its country's rule, as document numbers are), exactly one primary row,
 * gender, and beneficial owners whose ownership does not exceed 100 % in total. Each method adds
 * its errors to a {@link Checks} under the path the service spells.
 */
public final class EntityRules {
  private EntityRules() {}

  public static final List<String> TAX_ID_TYPES =
      List.of("SSN", "EIN", "ITIN", "VAT", "ABN", "NIF", "TIN", "OTHER");

  public static final List<String> GENDERS = List.of("M", "F");

  private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

  /**
   * One tax_information row at {@code path} (e.g. {@code
   * entity_detail.individual.tax_information[0]}): country (2 capital letters), tax_id checked by
   * {@link DocumentNumbers#checkTaxId} for that country (an SSN by the SSN rule), tax_id_type one
   * of {@link #TAX_ID_TYPES} and is_primary, all required. Returns the tax id to send, or null.
   */
  public static String taxRow(
      Checks c, String path, String country, String taxId, String taxIdType, Boolean isPrimary) {
    if (c.required(path + ".country", country)) {
      c.check(
          country.length() == 2 && country.equals(country.toUpperCase(Locale.ROOT)),
          path + ".country",
          "country",
          "Must be a 2-letter country code such as BR.");
    }
    if (c.required(path + ".tax_id_type", taxIdType)) {
      c.oneOf(path + ".tax_id_type", taxIdType, TAX_ID_TYPES);
    }
    c.required(path + ".is_primary", isPrimary);
    if (!c.required(path + ".tax_id", taxId)) {
      return null;
    }
    NumberCheck n =
        "SSN".equals(taxIdType)
            ? DocumentNumbers.check(country, "SSN", taxId)
            : DocumentNumbers.checkTaxId(country, taxId);
    return n.addTo(c, path + ".tax_id") ? n.value() : null;
  }

  /** The tax_information rows at {@code path}: when there are any, exactly one is primary. */
  public static void onePrimary(Checks c, String path, List<Boolean> primaries) {
    if (primaries == null || primaries.isEmpty()) {
      return;
    }
    long n = primaries.stream().filter(Boolean.TRUE::equals).count();
    c.check(n == 1, path, "one_primary", "Exactly one tax row must be primary (now " + n + ").");
  }

  /** gender: M or F when present. */
  public static void gender(Checks c, String path, String value) {
    c.oneOf(path, value, GENDERS);
  }

  /**
   * The beneficial owners at {@code path} (e.g. {@code entity_detail.entity.beneficial_owners}):
   * each ownership_percentage required, 0 to 100; together at most 100.
   */
  public static void ownership(Checks c, String path, List<BigDecimal> percentages) {
    if (percentages == null) {
      return;
    }
    BigDecimal total = BigDecimal.ZERO;
    for (int i = 0; i < percentages.size(); i++) {
      BigDecimal p = percentages.get(i);
      String item = path + "[" + i + "].ownership_percentage";
      if (c.required(item, p)) {
        if (p.signum() < 0 || p.compareTo(HUNDRED) > 0) {
          c.add(item, "percentage", "Must be from 0 to 100.");
        } else {
          total = total.add(p);
        }
      }
    }
    if (total.compareTo(HUNDRED) > 0) {
      c.add(
          path,
          "ownership_total",
          "The owners hold "
              + total.stripTrailingZeros().toPlainString()
              + " % together; at most 100 %.");
    }
  }
}
