package io.paydesk.ui.entities;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.RequestRules;
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
import io.paydesk.ui.ErrorText;
import io.paydesk.ui.Messages;
import io.paydesk.ui.kit.DateInput;
import io.paydesk.ui.kit.FormField;
import io.paydesk.ui.kit.FormField.Choice;
import io.paydesk.ui.kit.FormSection;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Every field of a banking entity: a person (names, e-mail, birth date, gender, residence, tax rows
 * with one primary, document) or an organisation (name, country, type, tax rows, two beneficial
 * owners whose shares must not pass 100 %), with phone and address. Checked as each field is left:
 * tax ids and document numbers by their country's rules.
 */
public final class EntityForm {
  static final String KIND = "national_entity";
  static final String IND = "entity_detail.individual.";
  static final String ORG = "entity_detail.entity.";
  static final String PRIMARY = "tax_information.primary";
  static final int TAX_ROWS = 2;
  static final int OWNERS = 2;
  static final List<String> TAX_TYPES =
      List.of("SSN", "EIN", "ITIN", "VAT", "ABN", "NIF", "TIN", "OTHER");
  private static final String LOCAL = "form";

  private final Map<String, FormField> fields = new LinkedHashMap<>();
  private final ObservableList<FormSection> sections = FXCollections.observableArrayList();
  private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
  private final FormSection person;
  private final FormSection organisation;
  private final FormSection owners;
  private String accountId = "";

  EntityForm() {
    List<Choice> countries = Rules.countries().stream().map(EntityForm::country).toList();
    FormSection entity =
        section(
            "entity",
            choice(
                KIND,
                FormField.Kind.CHOICE,
                List.of(
                    new Choice("INDIVIDUAL", Messages.get("entities.kind.INDIVIDUAL")),
                    new Choice("ENTITY", Messages.get("entities.kind.ENTITY")))),
            text("merchant_entity_id"),
            text("phone.country_code"),
            text("phone.number"));
    FormSection address =
        section(
            "address",
            text("address.address_line_1"),
            text("address.city"),
            text("address.state"),
            text("address.zip_code"),
            choice("address.country", FormField.Kind.SEARCHABLE_CHOICE, countries));
    person =
        section(
            "person",
            text(IND + "first_name"),
            text(IND + "last_name"),
            text(IND + "email"),
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
            text(IND + "document.document_number"),
            choice(IND + "document.issuing_country", FormField.Kind.SEARCHABLE_CHOICE, countries),
            date(IND + "document.issued_at"),
            date(IND + "document.expires_at"));
    organisation =
        section(
            "organisation",
            text(ORG + "name"),
            choice(ORG + "country", FormField.Kind.SEARCHABLE_CHOICE, countries),
            choice(
                ORG + "entity_type",
                FormField.Kind.OPEN_CHOICE,
                List.of(new Choice("CORPORATION", "CORPORATION"))));
    List<FormField> taxFields = new ArrayList<>();
    for (int i = 0; i < TAX_ROWS; i++) {
      taxFields.add(choice(tax(i, "country"), FormField.Kind.SEARCHABLE_CHOICE, countries));
      taxFields.add(text(tax(i, "tax_id")));
      taxFields.add(
          choice(
              tax(i, "tax_id_type"),
              FormField.Kind.CHOICE,
              TAX_TYPES.stream().map(t -> new Choice(t, t)).toList()));
    }
    taxFields.add(
        choice(
            PRIMARY,
            FormField.Kind.CHOICE,
            List.of(
                new Choice("0", Messages.get("entities.primary.row", 1)),
                new Choice("1", Messages.get("entities.primary.row", 2)))));
    FormSection taxes = new FormSection("tax", Messages.get("entities.section.tax"), taxFields);
    List<FormField> ownerFields = new ArrayList<>();
    for (int i = 0; i < OWNERS; i++) {
      for (String f :
          List.of("first_name", "last_name", "email", "title", "ownership_percentage")) {
        ownerFields.add(text(owner(i, f)));
      }
      ownerFields.add(date(owner(i, "date_of_birth")));
      ownerFields.add(
          choice(owner(i, "country_of_residence"), FormField.Kind.SEARCHABLE_CHOICE, countries));
    }
    owners = new FormSection("owners", Messages.get("entities.section.owners"), ownerFields);
    sections.setAll(entity, address, person, organisation, taxes, owners);
    field(KIND).valueProperty().set("INDIVIDUAL");
    field(PRIMARY).valueProperty().set("0");
    field(KIND).valueProperty().addListener((o, a, b) -> shown());
    shown();
    for (FormField f : fields.values()) {
      f.onLeave(x -> check());
      f.valueProperty().addListener((o, a, b) -> check());
    }
    check();
  }

  static String tax(int row, String name) {
    return "tax_information[" + row + "]." + name;
  }

  static String owner(int row, String name) {
    return ORG + "beneficial_owners[" + row + "]." + name;
  }

  ObservableList<FormSection> sections() {
    return sections;
  }

  FormField field(String id) {
    FormField f = fields.get(id);
    if (f == null) {
      throw new IllegalArgumentException("No entity field " + id);
    }
    return f;
  }

  ReadOnlyBooleanProperty validProperty() {
    return valid.getReadOnlyProperty();
  }

  ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
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
      for (int i = 0; i < TAX_ROWS; i++) {
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
      for (int i = 0; i < TAX_ROWS; i++) {
        if (!blank(tax(i, "tax_id"))) {
          ObjectNode t = taxes.addObject();
          put(t, "country", value(tax(i, "country")));
          put(t, "tax_id", taxId(i));
          put(t, "tax_id_type", value(tax(i, "tax_id_type")));
          t.put("is_primary", String.valueOf(i).equals(field(PRIMARY).text()));
        }
      }
      ArrayNode list = org.putArray("beneficial_owners");
      for (int i = 0; i < OWNERS; i++) {
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

  /** Runs every check; errors show under the fields the user has left. */
  List<FieldError> check() {
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
      date(errors, IND + "date_of_birth");
      date(errors, IND + "document.issued_at");
      date(errors, IND + "document.expires_at");
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
      for (int i = 0; i < OWNERS; i++) {
        boolean started =
            !blank(owner(i, "first_name"), owner(i, "last_name"), owner(i, "ownership_percentage"));
        if (i == 0 || started) {
          needed.add(owner(i, "first_name"));
          needed.add(owner(i, "last_name"));
          needed.add(owner(i, "ownership_percentage"));
        }
        email(errors, owner(i, "email"));
        date(errors, owner(i, "date_of_birth"));
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
                owner(OWNERS - 1, "ownership_percentage"),
                LOCAL,
                Messages.get(
                    "entities.error.ownershipTotal", total.stripTrailingZeros().toPlainString())));
      }
    }
    boolean anyTax = false;
    for (int i = 0; i < TAX_ROWS; i++) {
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
    } else if (blank(tax(Integer.parseInt(field(PRIMARY).text()), "tax_id"))) {
      errors.add(new FieldError(PRIMARY, LOCAL, Messages.get("entities.error.primary")));
    }
    for (String id : needed) {
      if (field(id).text().isEmpty() && errors.stream().noneMatch(e -> e.path().equals(id))) {
        errors.add(new FieldError(id, "required", null));
      }
    }
    for (FieldError e : RequestRules.check(request())) {
      if (fields.containsKey(e.path())
          && errors.stream().noneMatch(x -> x.path().equals(e.path()))) {
        errors.add(e);
      }
    }
    Map<String, String> byField = new LinkedHashMap<>();
    for (FieldError e : errors) {
      FormField f = fields.get(e.path());
      if (f != null && f.isVisible()) {
        byField.putIfAbsent(
            e.path(), LOCAL.equals(e.rule()) ? e.message() : ErrorText.field(e, f.label()));
      }
    }
    for (FormField f : fields.values()) {
      f.setError(f.touched() ? byField.getOrDefault(f.id(), "") : "");
    }
    long shown = byField.size();
    valid.set(shown == 0 && !accountId.isEmpty());
    summary.set(
        shown == 0
            ? ""
            : Messages.get(
                "entities.form.incomplete",
                String.join(
                    ", ", byField.keySet().stream().limit(3).map(id -> field(id).label()).toList()),
                shown));
    return errors;
  }

  void touchAll() {
    fields.values().forEach(f -> f.setTouched(true));
    check();
  }

  void showErrors(List<FieldError> errors) {
    for (FieldError e : errors) {
      FormField f = fields.get(e.path());
      if (f != null) {
        f.setTouched(true);
        f.setError(ErrorText.field(e, f.label()));
      }
    }
  }

  void clear() {
    for (FormField f : fields.values()) {
      f.setTouched(false);
      if (!f.id().equals(KIND) && !f.id().equals(PRIMARY)) {
        f.valueProperty().set("");
      }
    }
    field(PRIMARY).valueProperty().set("0");
    check();
  }

  private void shown() {
    boolean p = isIndividual();
    person.visibleProperty().set(p);
    person.fields().forEach(f -> f.visibleProperty().set(p));
    organisation.visibleProperty().set(!p);
    organisation.fields().forEach(f -> f.visibleProperty().set(!p));
    owners.visibleProperty().set(!p);
    owners.fields().forEach(f -> f.visibleProperty().set(!p));
    check();
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

  private void date(List<FieldError> errors, String id) {
    if (!field(id).text().isEmpty() && isoDate(id) == null) {
      errors.add(
          new FieldError(
              id,
              LOCAL,
              Messages.get("payouts.error.date", DateInput.example(Locale.getDefault()))));
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

  private boolean blank(String... ids) {
    for (String id : ids) {
      if (!field(id).text().isEmpty()) {
        return false;
      }
    }
    return true;
  }

  private String value(String id) {
    FormField f = field(id);
    return f.isVisible() ? f.orNull() : null;
  }

  private String isoDate(String id) {
    String t = field(id).text();
    return t.isEmpty()
        ? null
        : DateInput.parse(t, Locale.getDefault()).map(Object::toString).orElse(null);
  }

  private FormSection section(String id, FormField... list) {
    return new FormSection(id, Messages.get("entities.section." + id), List.of(list));
  }

  private FormField text(String id) {
    return add(new FormField(id, label(id), FormField.Kind.TEXT, null));
  }

  private FormField date(String id) {
    return add(new FormField(id, label(id), FormField.Kind.DATE, null));
  }

  private FormField choice(String id, FormField.Kind kind, List<Choice> choices) {
    FormField f = add(new FormField(id, label(id), kind, null));
    f.choices().setAll(choices);
    return f;
  }

  private FormField add(FormField f) {
    fields.put(f.id(), f);
    return f;
  }

  /** "Owner 2: first name" for owner fields, "Tax row 1: tax id" for tax rows. */
  private static String label(String id) {
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("^(.*)\\[(\\d+)]\\.(.*)$").matcher(id);
    if (m.matches()) {
      String group = m.group(1).endsWith("beneficial_owners") ? "owner" : "tax";
      int n = Integer.parseInt(m.group(2)) + 1;
      return Messages.get(
          "entities." + group + ".label",
          n,
          Messages.get("entities.field." + group + "." + m.group(3)));
    }
    return Messages.get("entities.field." + id);
  }

  private static Choice country(String code) {
    return new Choice(
        code, new Locale("", code).getDisplayCountry(Locale.getDefault()) + " (" + code + ")");
  }
}
