package io.paydesk.store;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One payment search: filters (all combined with AND; a set filter matches any of its values), the
 * sort, the page size and the keyset cursor of the page to read. Immutable; build with {@link
 * #builder()}.
 */
public final class PaymentQuery {
  public enum SortBy {
    CREATED_AT,
    AMOUNT
  }

  public static final int MAX_PAGE_SIZE = 1000;
  public static final int MAX_TEXT_WORDS = 8;

  final Set<String> statuses;
  final Set<String> subStatuses;
  final Set<String> countries;
  final Set<String> currencies;
  final Set<String> cardBrands;
  final Set<String> methodTypes;
  final Set<String> responseCodes;
  final BigDecimal amountMin;
  final BigDecimal amountMax;
  final Instant createdFrom;
  final Instant createdBefore;
  final Instant refreshedBefore;
  final TextMatch merchantOrderId;
  final TextMatch merchantReference;
  final TextMatch customerEmail;
  final String customerName;
  final String customerDocument;
  final String cardIin;
  final String cardLastFour;
  final Boolean hasChargeback;
  final Boolean inDispute;
  final List<String> textWords;
  final SortBy sortBy;
  final boolean descending;
  final int pageSize;
  final String after;

  private PaymentQuery(Builder b) {
    statuses = Set.copyOf(b.statuses);
    subStatuses = Set.copyOf(b.subStatuses);
    countries = Set.copyOf(b.countries);
    currencies = Set.copyOf(b.currencies);
    cardBrands = Set.copyOf(b.cardBrands);
    methodTypes = Set.copyOf(b.methodTypes);
    responseCodes = Set.copyOf(b.responseCodes);
    amountMin = b.amountMin;
    amountMax = b.amountMax;
    createdFrom = b.createdFrom;
    createdBefore = b.createdBefore;
    refreshedBefore = b.refreshedBefore;
    merchantOrderId = b.merchantOrderId;
    merchantReference = b.merchantReference;
    customerEmail = b.customerEmail;
    customerName = b.customerName;
    customerDocument = b.customerDocument;
    cardIin = b.cardIin;
    cardLastFour = b.cardLastFour;
    hasChargeback = b.hasChargeback;
    inDispute = b.inDispute;
    textWords = List.copyOf(b.textWords);
    sortBy = b.sortBy;
    descending = b.descending;
    pageSize = b.pageSize;
    after = b.after;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this query's settings, e.g. to read the next page. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.statuses.addAll(statuses);
    b.subStatuses.addAll(subStatuses);
    b.countries.addAll(countries);
    b.currencies.addAll(currencies);
    b.cardBrands.addAll(cardBrands);
    b.methodTypes.addAll(methodTypes);
    b.responseCodes.addAll(responseCodes);
    b.amountMin = amountMin;
    b.amountMax = amountMax;
    b.createdFrom = createdFrom;
    b.createdBefore = createdBefore;
    b.refreshedBefore = refreshedBefore;
    b.merchantOrderId = merchantOrderId;
    b.merchantReference = merchantReference;
    b.customerEmail = customerEmail;
    b.customerName = customerName;
    b.customerDocument = customerDocument;
    b.cardIin = cardIin;
    b.cardLastFour = cardLastFour;
    b.hasChargeback = hasChargeback;
    b.inDispute = inDispute;
    b.textWords.addAll(textWords);
    b.sortBy = sortBy;
    b.descending = descending;
    b.pageSize = pageSize;
    b.after = after;
    return b;
  }

  /** The same search, reading the page after the given cursor. */
  public PaymentQuery after(String cursor) {
    return toBuilder().after(cursor).build();
  }

  public SortBy sortBy() {
    return sortBy;
  }

  public boolean descending() {
    return descending;
  }

  public int pageSize() {
    return pageSize;
  }

  public String afterCursor() {
    return after;
  }

  /** Never shows the document number searched for. */
  @Override
  public String toString() {
    return "PaymentQuery[statuses="
        + statuses
        + ", countries="
        + countries
        + ", text="
        + textWords
        + ", document="
        + (customerDocument == null ? "none" : "given")
        + ", sort="
        + sortBy
        + (descending ? " desc" : " asc")
        + ", pageSize="
        + pageSize
        + "]";
  }

  public static final class Builder {
    private final Set<String> statuses = new LinkedHashSet<>();
    private final Set<String> subStatuses = new LinkedHashSet<>();
    private final Set<String> countries = new LinkedHashSet<>();
    private final Set<String> currencies = new LinkedHashSet<>();
    private final Set<String> cardBrands = new LinkedHashSet<>();
    private final Set<String> methodTypes = new LinkedHashSet<>();
    private final Set<String> responseCodes = new LinkedHashSet<>();
    private BigDecimal amountMin;
    private BigDecimal amountMax;
    private Instant createdFrom;
    private Instant createdBefore;
    private Instant refreshedBefore;
    private TextMatch merchantOrderId;
    private TextMatch merchantReference;
    private TextMatch customerEmail;
    private String customerName;
    private String customerDocument;
    private String cardIin;
    private String cardLastFour;
    private Boolean hasChargeback;
    private Boolean inDispute;
    private final List<String> textWords = new ArrayList<>();
    private SortBy sortBy = SortBy.CREATED_AT;
    private boolean descending = true;
    private int pageSize = 50;
    private String after;

    private Builder() {}

    public Builder status(String... values) {
      return addAll(statuses, Arrays.asList(values));
    }

    public Builder statuses(Collection<String> values) {
      return addAll(statuses, values);
    }

    public Builder subStatus(String... values) {
      return addAll(subStatuses, Arrays.asList(values));
    }

    public Builder country(String... values) {
      return addAll(countries, Arrays.asList(values));
    }

    public Builder currency(String... values) {
      return addAll(currencies, Arrays.asList(values));
    }

    public Builder cardBrand(String... values) {
      return addAll(cardBrands, Arrays.asList(values));
    }

    public Builder methodType(String... values) {
      return addAll(methodTypes, Arrays.asList(values));
    }

    /** The response code of the payment's newest transaction (e.g. INSUFFICIENT_FUNDS), exact. */
    public Builder responseCode(String... values) {
      return addAll(responseCodes, Arrays.asList(values));
    }

    /** Amount between min and max, both inclusive; either may be null (open end). */
    public Builder amountBetween(BigDecimal min, BigDecimal max) {
      if (min != null && max != null && min.compareTo(max) > 0) {
        throw new IllegalArgumentException("The smallest amount is larger than the largest.");
      }
      amountMin = min;
      amountMax = max;
      return this;
    }

    /** Created at or after {@code from} and before {@code before}; either may be null. */
    public Builder createdBetween(Instant from, Instant before) {
      if (from != null && before != null && !from.isBefore(before)) {
        throw new IllegalArgumentException("The start date is not before the end date.");
      }
      createdFrom = from;
      createdBefore = before;
      return this;
    }

    /** Last refreshed from the service before {@code before} (null: any time). */
    public Builder refreshedBefore(Instant before) {
      refreshedBefore = before;
      return this;
    }

    public Builder merchantOrderId(TextMatch match) {
      merchantOrderId = match;
      return this;
    }

    public Builder merchantReference(TextMatch match) {
      merchantReference = match;
      return this;
    }

    /** Email, matched without regard to case. */
    public Builder customerEmail(TextMatch match) {
      customerEmail = match;
      return this;
    }

    /** Names where the full name ("first last") or the last name starts with this. */
    public Builder customerName(String prefix) {
      customerName = blankToNull(prefix);
      return this;
    }

    /** Exact document number (punctuation and case ignored); matched by keyed hash. */
    public Builder customerDocument(String documentNumber) {
      customerDocument = blankToNull(documentNumber);
      return this;
    }

    /** Card IIN (first digits): cards whose IIN starts with these digits. */
    public Builder cardIin(String digits) {
      cardIin = digits(digits, 1, 12, "IIN");
      return this;
    }

    public Builder cardLastFour(String digits) {
      cardLastFour = digits(digits, 4, 4, "last four digits");
      return this;
    }

    public Builder hasChargeback(Boolean value) {
      hasChargeback = value;
      return this;
    }

    public Builder inDispute(Boolean value) {
      inDispute = value;
      return this;
    }

    /**
     * Free text over the description and the ids (payment, order, reference, transactions): every
     * whitespace-separated word must start a word of the description or one of the ids.
     */
    public Builder text(String text) {
      textWords.clear();
      if (text != null) {
        for (String w : IndexedPayment.tokens(text)) {
          if (!w.isEmpty() && textWords.stream().noneMatch(w::equalsIgnoreCase)) {
            textWords.add(IndexedPayment.cut(w, 255));
          }
        }
        if (textWords.size() > MAX_TEXT_WORDS) {
          throw new IllegalArgumentException(
              "Search with at most " + MAX_TEXT_WORDS + " words at a time.");
        }
      }
      return this;
    }

    public Builder sort(SortBy by, boolean descending) {
      this.sortBy = Objects.requireNonNull(by, "by");
      this.descending = descending;
      return this;
    }

    public Builder pageSize(int size) {
      if (size < 1 || size > MAX_PAGE_SIZE) {
        throw new IllegalArgumentException("A page holds 1 to " + MAX_PAGE_SIZE + " rows.");
      }
      pageSize = size;
      return this;
    }

    /** The cursor returned with the previous page (null for the first page). */
    public Builder after(String cursor) {
      after = cursor;
      return this;
    }

    public PaymentQuery build() {
      return new PaymentQuery(this);
    }

    private Builder addAll(Set<String> set, Collection<String> values) {
      for (String v : values) {
        if (v != null && !v.isBlank()) {
          set.add(v.trim());
        }
      }
      return this;
    }

    private static String blankToNull(String s) {
      return s == null || s.isBlank() ? null : s.trim();
    }

    private static String digits(String s, int min, int max, String what) {
      if (s == null || s.isBlank()) {
        return null;
      }
      String t = s.trim();
      if (!t.matches("[0-9]{" + min + "," + max + "}")) {
        throw new IllegalArgumentException(
            "The card's "
                + what
                + " must be "
                + (min == max ? min : min + " to " + max)
                + " digits.");
      }
      return t;
    }
  }
}
