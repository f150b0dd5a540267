package io.paydesk.ui;

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
    loader.setControllerFactory(controllers::apply);
    try {
      return loader.load();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot load view " + fxml, e);
    }
  }
}
