package io.paydesk.ui.customers;

import io.paydesk.rules.Cards;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.customers.CustomersViewModel.MethodLine;
import io.paydesk.ui.customers.CustomersViewModel.SubscriptionLine;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.Money;
import io.paydesk.ui.kit.PaymentLine;
import io.paydesk.ui.kit.PaymentsTable;
import io.paydesk.ui.kit.ViewBase;
import java.time.Instant;
import java.time.OffsetDateTime;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;

/** Code-behind of the Customers area: bindings only, all undone by {@link #dispose()}. */
public final class CustomersView extends ViewBase {
  static final String EXPIRED = "card-expired";
  static final String EXPIRING = "card-expiring";

  private final CustomersViewModel model;

  @FXML private TextField idField;
  @FXML private Button lookUpButton;
  @FXML private Label idError;
  @FXML private Label errorBanner;
  @FXML private Label noticeBanner;
  @FXML private Label emptyState;
  @FXML private ScrollPane detailScroll;
  @FXML private Label nameValue;
  @FXML private Label emailValue;
  @FXML private Label countryValue;
  @FXML private Label merchantIdValue;
  @FXML private Label idValue;
  @FXML private TableView<MethodLine> methodsTable;
  @FXML private TableColumn<MethodLine, String> mName;
  @FXML private TableColumn<MethodLine, String> mType;
  @FXML private TableColumn<MethodLine, String> mCard;
  @FXML private TableColumn<MethodLine, MethodLine> mExpiry;
  @FXML private TableColumn<MethodLine, String> mStatus;
  @FXML private TableColumn<MethodLine, String> mToken;
  @FXML private TableColumn<MethodLine, OffsetDateTime> mLastUsed;
  @FXML private ListView<String> totalsList;
  @FXML private TableView<PaymentLine> paymentsTable;
  @FXML private TableColumn<PaymentLine, Instant> pCreated;
  @FXML private TableColumn<PaymentLine, Money> pAmount;
  @FXML private TableColumn<PaymentLine, String> pStatus;
  @FXML private TableColumn<PaymentLine, String> pId;
  @FXML private TableView<SubscriptionLine> subscriptionsTable;
  @FXML private TableColumn<SubscriptionLine, String> sName;
  @FXML private TableColumn<SubscriptionLine, Money> sAmount;
  @FXML private TableColumn<SubscriptionLine, String> sStatus;
  @FXML private TableColumn<SubscriptionLine, String> sId;
  @FXML private ListView<CustomersViewModel.Entry> recentList;
  @FXML private Label recentTitle;

  public CustomersView(CustomersViewModel model) {
    this.model = model;
  }

  @FXML
  private void initialize() {
    bindBidirectional(idField.textProperty(), model.customerIdProperty());
    bind(idError.textProperty(), model.idErrorProperty());
    bind(lookUpButton.disableProperty(), model.canLookUpProperty().not().or(model.busyProperty()));
    banner(errorBanner, model.errorProperty());
    banner(noticeBanner, model.noticeProperty());
    bind(detailScroll.visibleProperty(), model.shownProperty());
    bind(emptyState.visibleProperty(), model.shownProperty().not());
    bind(nameValue.textProperty(), model.nameProperty());
    bind(emailValue.textProperty(), model.emailProperty());
    bind(countryValue.textProperty(), model.countryProperty());
    bind(merchantIdValue.textProperty(), model.merchantCustomerIdProperty());
    bind(idValue.textProperty(), model.shownIdProperty());

    methodsTable.setItems(model.methods());
    // Brands, types, categories and dates whole in every language; sideways when they do not fit.
    io.paydesk.ui.kit.TableFit.toContent(disposer(), methodsTable);
    Cells.column(mName, r -> r.name(), Cells.label(Catalogue.Kind.CARD_BRAND));
    // The category only where it says more than the type (a card's would say "Card" again).
    Cells.value(
        mType,
        r ->
            r.category() == null || r.category().equals(r.type())
                ? Catalogue.Kind.METHOD_TYPE.label(r.type())
                : Catalogue.Kind.METHOD_TYPE.label(r.type())
                    + " \u00b7 "
                    + Catalogue.Kind.TRANSACTION_CATEGORY.label(r.category()));
    Cells.value(mCard, r -> r.card());
    mCard.getStyleClass().add("mono");
    Cells.column(mExpiry, r -> r, col -> new ExpiryCell());
    Cells.column(mStatus, r -> r.status(), Cells.badge(Catalogue.Kind.ENROLLED_STATUS));
    Cells.column(mToken, r -> r.token(), Cells.copyableId());
    Cells.column(mLastUsed, r -> r.lastUsed(), Cells.dateTime());

    totalsList.setItems(model.totals());
    PaymentsTable.show(
        paymentsTable, pCreated, pAmount, pStatus, pId, model.payments(), model::openPayment);
    subscriptionsTable.setItems(model.subscriptions());
    Cells.column(sName, r -> r.name(), Cells.text());
    Cells.column(sAmount, r -> r.amount(), Cells.money());
    Cells.column(sStatus, r -> r.status(), Cells.badge(Catalogue.Kind.SUBSCRIPTION_STATUS));
    Cells.column(sId, r -> r.id(), Cells.copyableId());

    subscriptionsTable.setOnMouseClicked(
        e -> {
          SubscriptionLine s = subscriptionsTable.getSelectionModel().getSelectedItem();
          if (s != null && e.getButton() == MouseButton.PRIMARY) {
            model.openSubscription(s.id());
          }
        });
    subscriptionsTable.setOnKeyPressed(
        e -> {
          if (e.getCode() == javafx.scene.input.KeyCode.ENTER) {
            model.openSubscription(
                subscriptionsTable.getSelectionModel().getSelectedItem() == null
                    ? null
                    : subscriptionsTable.getSelectionModel().getSelectedItem().id());
          }
        });
    listen(model.demoSuggestedProperty(), (o, a, demo) -> paintRecentTitle());
    listen(model.matchesOfProperty(), (o, a, email) -> paintRecentTitle());
    paintRecentTitle();
    recentList.setItems(model.recent());
    recentList.setCellFactory(l -> new CustomerCell());
    recentList.setOnMouseClicked(
        e -> {
          CustomersViewModel.Entry c = recentList.getSelectionModel().getSelectedItem();
          if (c != null && e.getButton() == MouseButton.PRIMARY) {
            model.open(c.id());
          }
        });
    io.paydesk.ui.kit.TableKeys.enterOpens(recentList, c -> model.open(c.id()));
  }

  /** A customer by name, e-mail below (the short id when neither is known); all in the tooltip. */
  private static final class CustomerCell extends ListCell<CustomersViewModel.Entry> {
    private final javafx.scene.control.Label name = new javafx.scene.control.Label();
    private final javafx.scene.control.Label email = new javafx.scene.control.Label();
    private final javafx.scene.layout.VBox lines = new javafx.scene.layout.VBox(name, email);
    private final javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();

    CustomerCell() {
      email.getStyleClass().addAll("hint", "small");
      // As wide as the list: a long e-mail is cut (whole in the tooltip), never scrolled to.
      setPrefWidth(0);
      setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
    }

    @Override
    protected void updateItem(CustomersViewModel.Entry c, boolean empty) {
      super.updateItem(c, empty);
      if (empty || c == null) {
        setGraphic(null);
        setTooltip(null);
        return;
      }
      name.setText(c.name().isEmpty() ? Cells.shortId(c.id()) : c.name());
      email.setText(c.email());
      email.setVisible(!c.email().isEmpty());
      email.setManaged(!c.email().isEmpty());
      tip.setText(String.join("\n", c.name(), c.email(), c.id()).strip());
      setGraphic(lines);
      setTooltip(tip);
    }
  }

  private void paintRecentTitle() {
    String email = model.matchesOfProperty().get();
    recentTitle.setText(
        !email.isEmpty()
            ? Messages.get("customers.email.matches", email)
            : Messages.get(
                model.demoSuggestedProperty().get()
                    ? "customers.demoSuggested"
                    : "customers.recent"));
  }

  /** Expiry "08/2027"; expired ones marked in words and red, those ending soon highlighted. */
  private static final class ExpiryCell extends TableCell<MethodLine, MethodLine> {
    @Override
    protected void updateItem(MethodLine m, boolean empty) {
      super.updateItem(m, empty);
      getStyleClass().removeAll(EXPIRED, EXPIRING);
      if (empty || m == null || m.expiry().isEmpty()) {
        setText(null);
        return;
      }
      if (m.expiryState() == Cards.Expiry.EXPIRED) {
        setText(Messages.get("customers.expiry.expired", m.expiry()));
        getStyleClass().add(EXPIRED);
      } else if (m.expiryState() == Cards.Expiry.EXPIRING_SOON) {
        setText(Messages.get("customers.expiry.soon", m.expiry()));
        getStyleClass().add(EXPIRING);
      } else {
        setText(m.expiry());
      }
    }
  }

  @FXML
  private void onLookUp() {
    model.lookUp();
  }
}
