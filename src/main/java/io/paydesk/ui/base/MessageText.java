package io.paydesk.ui.base;

import java.util.function.Supplier;
import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * A view model's text in the user's language that stays in it: it keeps how it was made (a bundle
 * key and its arguments, or a function) and is made again when the language changes, so a model
 * that outlives its view (kept across a change of language) never shows the language before. {@link
 * #set(String)} puts plain text (such as "" to clear it), which no change of language touches.
 */
public final class MessageText extends ReadOnlyStringWrapper {
  private Supplier<String> render;
  private final InvalidationListener relanguage = o -> renderAgain();

  public MessageText() {
    super("");
    Messages.languageProperty().addListener(new WeakInvalidationListener(relanguage));
  }

  /** Shows the bundle's text of key with its arguments; again in the next language chosen. */
  public void say(String key, Object... args) {
    say(() -> Messages.get(key, args));
  }

  /** Shows what render makes now, and what it makes after each change of language. */
  public void say(Supplier<String> render) {
    this.render = render;
    super.set(render.get());
  }

  /** Plain text, left as it is when the language changes. */
  @Override
  public void set(String text) {
    render = null;
    super.set(text);
  }

  private void renderAgain() {
    if (render != null) {
      super.set(render.get());
    }
  }
}
