package io.paydesk.ui;

/** The areas of the sidebar. An area is listed here only once its screen works end to end. */
public enum Area {
  OVERVIEW("overview.nav", "/fxml/overview/OverviewView.fxml", "mdi2v-view-dashboard-outline"),
  PAYMENTS("nav.payments", "/fxml/payments/PaymentsView.fxml", "mdi2c-credit-card-outline"),
  SEARCH("nav.search", "/fxml/payments/SearchView.fxml", "mdi2m-magnify"),
  DISPUTES("disputes.nav", "/fxml/disputes/DisputesView.fxml", "mdi2s-scale-balance"),
  PAYOUTS("nav.payouts", "/fxml/payouts/PayoutsView.fxml", "mdi2b-bank-outline"),
  ENTITIES("nav.entities", "/fxml/entities/EntitiesView.fxml", "mdi2d-domain"),
  SUBSCRIPTIONS(
      "subscriptions.nav",
      "/fxml/subscriptions/SubscriptionsView.fxml",
      "mdi2c-calendar-sync-outline"),
  CUSTOMERS("customers.nav", "/fxml/customers/CustomersView.fxml", "mdi2a-account-box-outline"),
  SETTINGS("nav.settings", "/fxml/settings/SettingsView.fxml", "mdi2c-cog-outline");

  private final String titleKey;
  private final String fxml;
  private final String icon;

  Area(String titleKey, String fxml, String icon) {
    this.titleKey = titleKey;
    this.fxml = fxml;
    this.icon = icon;
  }

  public String titleKey() {
    return titleKey;
  }

  public String fxml() {
    return fxml;
  }

  public String icon() {
    return icon;
  }
}
