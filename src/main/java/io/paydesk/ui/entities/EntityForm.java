package io.paydesk.ui.entities;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.model.Address;
import io.paydesk.api.model.BankingEntityCreateRequest;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.EntityDetail;
import io.paydesk.api.model.Individual;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.NationalEntity;
import io.paydesk.api.model.Phone;
import io.paydesk.api.model.TaxInformation;
import io.paydesk.rules.DocumentNumbers;
import io.paydesk.rules.Emails;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.NumberCheck;
import io.paydesk.rules.Rules;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.FormField;
import io.paydesk.ui.kit.FormField.Choice;
import io.paydesk.ui.kit.FormModel;
import io.paydesk.ui.kit.FormRows;
import io.paydesk.ui.kit.FormSection;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Every field of a banking entity: a person (names, e-mail, birth date, gender, residence, tax rows
 * with one primary, document) or an organisation (name, country, type, tax rows, beneficial owners
 * whose shares must not pass 100 % in total), with phone and address. Tax rows and owners are added
 * and removed by the user. Checked as each field is left: tax ids and document numbers by their
 * country's rules. Document numbers and tax ids never reach the draft.
 */
public final class EntityForm extends FormModel {
  static final String KIND = "national_entity";
  static final String IND = "entity_detail.individual.";
  static final String ORG = "entity_detail.entity.";
  static final String PRIMARY = "tax_information.primary";
  static final String TAX = "tax_information";
  static final String OWNERS = ORG + "beneficial_owners";
  static final int TAX_ROWS_MAX = 5;
  static final int OWNERS_MAX = 10;
  static final List<String> TAX_TYPES =
      List.of("SSN", "EIN", "ITIN", "VAT", "ABN", "NIF", "TIN", "OTHER");
  private final FormSection person;
  private final FormSection organisation;
  private final FormSection ownersSection;
  private final FormRows taxRows;
  private final FormRows owners;
  private final Function<BankingEntityCreateRequest, List<FieldError>> verdict;
  private String accountId = "";

  /**
   * @param verdict ops' verdict on a whole request, errors by field path
   */
  EntityForm(Function<BankingEntityCreateRequest, List<FieldError>> verdict) {
    super("entities");
    this.verdict = verdict;
    List<Choice> countries = Rules.countries().stream().map(EntityForm::country).toList();
    secret(
        id ->
            id.equals(IND + "document.document_number")
                || (id.startsWith(TAX + "[") && id.endsWith("].tax_id")));
    taxRows =
        rows(
            new FormRows(
                TAX,
                1,
                TAX_ROWS_MAX,
                (n, column) ->
                    Messages.get(
                        "entities.tax.label", n, Messages.get("entities.field.tax." + column)),
                Messages.get("entities.tax.add"),
                Messages.get("forms.rows.remove"),
                List.of(
                    FormRows.Column.choice("country", FormField.Kind.SEARCHABLE_CHOICE, countries),
                    FormRows.Column.text("tax_id"),
                    FormRows.Column.choice(
                        "tax_id_type",
                        FormField.Kind.CHOICE,
                        TAX_TYPES.stream().map(t -> new Choice(t, t)).toList()))));
    owners =
        rows(
            new FormRows(
                OWNERS,
                1,
                OWNERS_MAX,
                (n, column) ->
                    Messages.get(
                        "entities.owner.label", n, Messages.get("entities.field.owner." + column)),
                Messages.get("entities.owner.add"),
                Messages.get("forms.rows.remove"),
                List.of(
                    FormRows.Column.text("first_name"),
                    FormRows.Column.text("last_name"),
                    FormRows.Column.text("email"),
                    FormRows.Column.text("title"),
                    FormRows.Column.text("ownership_percentage"),
                    FormRows.Column.date("date_of_birth"),
                    FormRows.Column.choice(
                        "country_of_residence", FormField.Kind.SEARCHABLE_CHOICE, countries))));
    FormSection entity =
        section(
            "entity",
            choice(
                KIND,
                FormField.Kind.CHOICE,
                List.of(
                    new Choice("INDIVIDUAL", Messages.get("entities.kind.INDIVIDUAL")),
                    new Choice("ENTITY", Messages.get("entities.kind.ENTITY")))),
            text("merchant_entity_id", null),
            text("phone.country_code", null),
            text("phone.number", null));
    FormSection address =
        section(
            "address",
            text("address.address_line_1", null),
            text("address.city", null),
            text("address.state", null),
            text("address.zip_code", null),
            choice("address.country", FormField.Kind.SEARCHABLE_CHOICE, countries));
    person =
        section(
            "person",
            text(IND + "first_name", null),
            text(IND + "last_name", null),
            text(IND + "email", null),
            date(IND + "date_of_birth"),
            choice(
                IND + "gender",
                FormField.Kind.CHOICE,
                List.of(
                    new Choice("F", Messages.get("entities.gender.F")),
                    new Choice("M", Messages.get("entities.gender.M")))),
            choice(IND + "country_of_residence", FormField.Kind.SEARCHABLE_CHOICE, countries),
            choice(
                IND + "document.document_type",
                FormField.Kind.OPEN_CHOICE,
                DocumentNumbers.TYPES.stream().map(t -> new Choice(t, t)).toList()),
            text(IND + "document.document_number", null),
            choice(IND + "document.issuing_country", FormField.Kind.SEARCHABLE_CHOICE, countries),
            date(IND + "document.issued_at"),
            date(IND + "document.expires_at"));
    organisation =
        section(
            "organisation",
            text(ORG + "name", null),
            choice(ORG + "country", FormField.Kind.SEARCHABLE_CHOICE, countries),
            choice(
                ORG + "entity_type",
                FormField.Kind.OPEN_CHOICE,
                List.of(new Choice("CORPORATION", "CORPORATION"))));
    FormSection taxes =
        section("tax", taxRows, choice(PRIMARY, FormField.Kind.CHOICE, primaryChoices(1)));
    ownersSection = section("owners", owners);
    sections().setAll(entity, address, person, organisation, taxes, ownersSection);
    defaultValue(KIND, "INDIVIDUAL");
    defaultValue(PRIMARY, "0");
    field(KIND).valueProperty().addListener((o, a, b) -> refresh());
    built();
  }

  FormRows taxRows() {
    return taxRows;
  }

  FormRows owners() {
    return owners;
  }

  @Override
  protected boolean complete() {
    return !accountId.isEmpty();
  }

  /** Errors of the request rules show only at the form's own fields. */
  @Override
  protected String fieldOf(String path) {
    return path != null && has(path) ? path : null;
  }

  static String tax(int row, String name) {
    return "tax_information[" + row + "]." + name;
  }

  static String owner(int row, String name) {
    return OWNERS + "[" + row + "]." + name;
  }

  void setAccountId(String accountId) {
    this.accountId = accountId == null ? "" : accountId;
    check();
  }

  boolean isIndividual() {
    return !"ENTITY".equals(field(KIND).text());
  }

  /** The name to show: the person's names or the organisation's name. */
  String displayName() {
    return isIndividual()
        ? (field(IND + "first_name").text() + " " + field(IND + "last_name").text()).trim()
        : field(ORG + "name").text();
  }

  BankingEntityCreateRequest request() {
    boolean person = isIndividual();
    Phone phone =
        blank("phone.country_code", "phone.number")
            ? null
            : new Phone(value("phone.country_code"), value("phone.number"));
    Address address =
        new Address(
            value("address.address_line_1"),
            null,
            null,
            null,
            value("address.country"),
            value("address.state"),
            value("address.city"),
            value("address.zip_code"),
            null);
    EntityDetail detail;
    if (person) {
      List<TaxInformation> taxes = new ArrayList<>();
      for (int i = 0; i < taxRows.count(); i++) {
        if (!blank(tax(i, "tax_id"))) {
          taxes.add(
              new TaxInformation(
                  value(tax(i, "country")),
                  taxId(i),
                  null,
                  value(tax(i, "tax_id_type")),
                  String.valueOf(i).equals(field(PRIMARY).text())));
        }
      }
      Document document =
          blank(IND + "document.document_number")
              ? null
              : new Document(
                  value(IND + "document.document_type"),
                  documentNumber(),
                  null,
                  value(IND + "document.issuing_country"),
                  null,
                  isoDate(IND + "document.issued_at"),
                  isoDate(IND + "document.expires_at"));
      detail =
          new EntityDetail(
              new Individual(
                  value(IND + "first_name"),
                  value(IND + "last_name"),
                  value(IND + "email"),
                  isoDate(IND + "date_of_birth"),
                  value(IND + "gender"),
                  value(IND + "country_of_residence"),
                  taxes.isEmpty() ? null : taxes,
                  document),
              null);
    } else {
      ObjectNode org = ModelJson.mapper().createObjectNode();
      put(org, "name", value(ORG + "name"));
      put(org, "country", value(ORG + "country"));
      put(org, "entity_type", value(ORG + "entity_type"));
      ArrayNode taxes = org.putArray("tax_information");
      for (int i = 0; i < taxRows.count(); i++) {
        if (!blank(tax(i, "tax_id"))) {
          ObjectNode t = taxes.addObject();
          put(t, "country", value(tax(i, "country")));
          put(t, "tax_id", taxId(i));
          put(t, "tax_id_type", value(tax(i, "tax_id_type")));
          t.put("is_primary", String.valueOf(i).equals(field(PRIMARY).text()));
        }
      }
      ArrayNode list = org.putArray("beneficial_owners");
      for (int i = 0; i < owners.count(); i++) {
        if (blank(owner(i, "first_name"), owner(i, "last_name"))) {
          continue;
        }
        ObjectNode o = list.addObject();
        for (String f : List.of("first_name", "last_name", "email", "title")) {
          put(o, f, value(owner(i, f)));
        }
        put(o, "date_of_birth", isoDate(owner(i, "date_of_birth")));
        put(o, "country_of_residence", value(owner(i, "country_of_residence")));
        BigDecimal share = percent(owner(i, "ownership_percentage"));
        if (share != null) {
          o.put("ownership_percentage", share);
        }
      }
      detail = new EntityDetail(null, org);
    }
    return new BankingEntityCreateRequest(
        accountId.isEmpty() ? null : accountId,
        value("merchant_entity_id"),
        NationalEntity.of(value(KIND)),
        phone,
        address,
        detail);
  }

  @Override
  protected List<FieldError> collect() {
    List<FieldError> errors = new ArrayList<>();
    boolean person = isIndividual();
    List<String> needed =
        new ArrayList<>(
            List.of(
                "merchant_entity_id",
                "phone.country_code",
                "phone.number",
                "address.address_line_1",
                "address.city",
                "address.country"));
    if (person) {
      needed.addAll(
          List.of(
              IND + "first_name",
              IND + "last_name",
              IND + "email",
              IND + "date_of_birth",
              IND + "country_of_residence"));
      if (!blank(IND + "document.document_number")) {
        needed.add(IND + "document.document_type");
      }
      email(errors, IND + "email");
      checkDate(errors, IND + "date_of_birth");
      checkDate(errors, IND + "document.issued_at");
      checkDate(errors, IND + "document.expires_at");
      if (!blank(IND + "document.document_number")) {
        String country = field(IND + "document.issuing_country").text();
        if (country.isEmpty()) {
          country = field(IND + "country_of_residence").text();
        }
        number(
            errors,
            IND + "document.document_number",
            DocumentNumbers.check(
                country,
                field(IND + "document.document_type").text(),
                field(IND + "document.document_number").text()));
      }
    } else {
      needed.addAll(List.of(ORG + "name", ORG + "country"));
      BigDecimal total = BigDecimal.ZERO;
      for (int i = 0; i < owners.count(); i++) {
        boolean started =
            !blank(owner(i, "first_name"), owner(i, "last_name"), owner(i, "ownership_percentage"));
        if (i == 0 || started) {
          needed.add(owner(i, "first_name"));
          needed.add(owner(i, "last_name"));
          needed.add(owner(i, "ownership_percentage"));
        }
        email(errors, owner(i, "email"));
        checkDate(errors, owner(i, "date_of_birth"));
        String share = owner(i, "ownership_percentage");
        if (!blank(share)) {
          BigDecimal p = percent(share);
          if (p == null || p.signum() < 0 || p.compareTo(BigDecimal.valueOf(100)) > 0) {
            errors.add(new FieldError(share, LOCAL, Messages.get("entities.error.percent")));
          } else {
            total = total.add(p);
          }
        }
      }
      if (total.compareTo(BigDecimal.valueOf(100)) > 0) {
        errors.add(
            new FieldError(
                owner(lastOwnerWithShare(), "ownership_percentage"),
                LOCAL,
                Messages.get(
                    "entities.error.ownershipTotal", total.stripTrailingZeros().toPlainString())));
      }
    }
    boolean anyTax = false;
    for (int i = 0; i < taxRows.count(); i++) {
      if (blank(tax(i, "tax_id"))) {
        continue;
      }
      anyTax = true;
      needed.add(tax(i, "country"));
      needed.add(tax(i, "tax_id_type"));
      number(
          errors,
          tax(i, "tax_id"),
          DocumentNumbers.checkTaxId(
              field(tax(i, "country")).text(), field(tax(i, "tax_id")).text()));
    }
    if (!anyTax) {
      needed.add(tax(0, "tax_id"));
    } else if (primaryRow() >= taxRows.count() || blank(tax(primaryRow(), "tax_id"))) {
      errors.add(new FieldError(PRIMARY, LOCAL, Messages.get("entities.error.primary")));
    }
    required(errors, needed);
    for (FieldError e : verdict.apply(request())) {
      if (has(e.path()) && errors.stream().noneMatch(x -> x.path().equals(e.path()))) {
        errors.add(e);
      }
    }
    return errors;
  }

  @Override
  protected void refresh() {
    boolean p = isIndividual();
    person.visibleProperty().set(p);
    person.fields().forEach(f -> f.visibleProperty().set(p));
    organisation.visibleProperty().set(!p);
    organisation.fields().forEach(f -> f.visibleProperty().set(!p));
    ownersSection.visibleProperty().set(!p);
    ownersSection.allFields().forEach(f -> f.visibleProperty().set(!p));
    FormField primary = field(PRIMARY);
    String chosen = primary.text();
    if (primary.choices().size() != taxRows.count()) {
      primary.choices().setAll(primaryChoices(taxRows.count()));
      primary.valueProperty().set("");
      primary
          .valueProperty()
          .set(primaryRow(chosen) < taxRows.count() ? chosen : String.valueOf(0));
    }
    check();
  }

  private static List<Choice> primaryChoices(int rows) {
    List<Choice> out = new ArrayList<>();
    for (int i = 0; i < rows; i++) {
      out.add(new Choice(String.valueOf(i), Messages.get("entities.primary.row", i + 1)));
    }
    return out;
  }

  private int primaryRow() {
    return primaryRow(field(PRIMARY).text());
  }

  private static int primaryRow(String text) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** The owner row that an over-100 % total is shown at: the last one with a share. */
  private int lastOwnerWithShare() {
    for (int i = owners.count() - 1; i > 0; i--) {
      if (!blank(owner(i, "ownership_percentage"))) {
        return i;
      }
    }
    return 0;
  }

  private void number(List<FieldError> errors, String id, NumberCheck c) {
    if (!c.ok()) {
      errors.add(c.error(id));
    }
  }

  private void email(List<FieldError> errors, String id) {
    String t = field(id).text();
    if (!t.isEmpty() && !Emails.isValid(t)) {
      errors.add(new FieldError(id, LOCAL, Messages.get("payouts.error.email")));
    }
  }

  private BigDecimal percent(String id) {
    String t = field(id).text().replace(',', '.').replace("%", "").trim();
    try {
      return t.isEmpty() ? null : new BigDecimal(t);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** A tax id as the service wants it: normalised when its country's rule reads it. */
  private String taxId(int row) {
    String typed = value(tax(row, "tax_id"));
    NumberCheck c = DocumentNumbers.checkTaxId(field(tax(row, "country")).text(), typed);
    return c.ok() && c.value() != null ? c.value() : typed;
  }

  private String documentNumber() {
    String typed = value(IND + "document.document_number");
    String country = field(IND + "document.issuing_country").text();
    if (country.isEmpty()) {
      country = field(IND + "country_of_residence").text();
    }
    NumberCheck c =
        DocumentNumbers.check(country, field(IND + "document.document_type").text(), typed);
    return c.ok() && c.value() != null ? c.value() : typed;
  }

  private static void put(ObjectNode n, String key, String value) {
    if (value != null) {
      n.put(key, value);
    }
  }

  private static Choice country(String code) {
    return new Choice(
        code, new Locale("", code).getDisplayCountry(Locale.getDefault()) + " (" + code + ")");
  }
}
