package io.paydesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MessagesTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"es", "pt_BR"})
  void everyEnglishStringHasATranslation(String suffix) throws IOException {
    Properties english = load("/i18n/messages.properties");
    Properties translated = load("/i18n/messages_" + suffix + ".properties");

    assertThat(translated.stringPropertyNames())
        .containsExactlyInAnyOrderElementsOf(english.stringPropertyNames());
    assertThat(translated.stringPropertyNames())
        .allSatisfy(key -> assertThat(translated.getProperty(key)).as(key).isNotBlank());
  }

  private static Properties load(String resource) throws IOException {
    Properties p = new Properties();
    try (InputStream in = MessagesTest.class.getResourceAsStream(resource)) {
      p.load(in);
    }
    return p;
  }
}
