package io.paydesk.ui.kit;

import io.paydesk.ui.base.Messages;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Function;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/** Loads an FXML view with the message bundle and a controller built by the given factory. */
public final class Views {
  private Views() {}

  public static Parent load(String fxml, Function<Class<?>, Object> controllers) {
    FXMLLoader loader = new FXMLLoader(Views.class.getResource(fxml), Messages.bundle());
    // Every view this load makes (an fx:include's too) learns the root: its window owns dialogs.
    java.util.List<io.paydesk.ui.kit.ViewBase> made = new java.util.ArrayList<>();
    loader.setControllerFactory(
        type -> {
          Object controller = controllers.apply(type);
          if (controller instanceof io.paydesk.ui.kit.ViewBase view) {
            made.add(view);
          }
          return controller;
        });
    try {
      Parent root = loader.load();
      made.forEach(view -> view.loadedInto(root));
      return root;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot load view " + fxml, e);
    }
  }
}
