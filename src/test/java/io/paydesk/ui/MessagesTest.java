package io.paydesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
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

  /** A look-up button named as the Search area would send the user to the wrong place. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"messages", "messages_es", "messages_pt_BR"})
  void noLookUpButtonIsNamedAsTheSearchArea(String name) throws IOException {
    Properties bundle = load("/i18n/" + name + ".properties");
    String search = bundle.getProperty("nav.search");
    assertThat(List.of("payments.lookup.button", "customers.lookUp", "payouts.lookup.button"))
        .allSatisfy(key -> assertThat(bundle.getProperty(key)).as(key).isNotEqualTo(search));
  }

  @Test
  void everyKeyOfATranslationIsInTheEnglishBundle() throws IOException {
    Properties english = load("/i18n/messages.properties");
    for (String suffix : List.of("es", "pt_BR")) {
      Properties translated = load("/i18n/messages_" + suffix + ".properties");
      assertThat(english.stringPropertyNames())
          .as("keys of messages_" + suffix + " missing from messages")
          .containsAll(translated.stringPropertyNames());
    }
  }

  @Test
  void everyKeyAnFxmlFileUsesIsInTheBundles() throws IOException {
    Properties english = load("/i18n/messages.properties");
    List<String> missing = new ArrayList<>();
    for (Path fxml : fxmlFiles()) {
      Matcher m = Pattern.compile("\"%([A-Za-z0-9_.]+)\"").matcher(Files.readString(fxml));
      while (m.find()) {
        if (!english.containsKey(m.group(1))) {
          missing.add(fxml + ": " + m.group(1));
        }
      }
    }
    assertThat(missing).isEmpty();
  }

  @Test
  void everyKeyTheCodeAsksByNameIsInTheBundles() throws IOException {
    Properties english = load("/i18n/messages.properties");
    List<String> missing = new ArrayList<>();
    Pattern call = Pattern.compile("Messages\\.get\\(\\s*\"([^\"]+)\"\\s*[,)]");
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path java : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        Matcher m = call.matcher(Files.readString(java));
        while (m.find()) {
          if (!english.containsKey(m.group(1))) {
            missing.add(java.getFileName() + ": " + m.group(1));
          }
        }
      }
    }
    assertThat(missing).isEmpty();
  }

  @Test
  void noFxmlFileCarriesTextTheUserReadsOutsideTheBundles() throws IOException {
    Pattern literal =
        Pattern.compile(
            "\\b(text|promptText|title|accessibleText|accessibleHelp)=\"([^\"%$][^\"]*)\"");
    List<String> found = new ArrayList<>();
    for (Path fxml : fxmlFiles()) {
      List<String> lines = Files.readAllLines(fxml);
      for (int i = 0; i < lines.size(); i++) {
        Matcher m = literal.matcher(lines.get(i));
        while (m.find()) {
          found.add(fxml + ":" + (i + 1) + ": " + m.group());
        }
      }
    }
    assertThat(found).isEmpty();
  }

  /** Text set from code on a control, a dialog or a column goes through the bundles too. */
  @Test
  void noScreenCodeSetsTextTheUserReadsOutsideTheBundles() throws IOException {
    Pattern literal =
        Pattern.compile(
            "(setText|setPromptText|setTitle|setHeaderText|setContentText|setAccessibleText"
                + "|new Label|new Button|new Tooltip|new CheckBox|new ToggleButton|new MenuItem"
                + "|new Tab|new TableColumn(<[^>]*>)?|new Hyperlink|new TitledPane)"
                + "\\(\\s*\"[^\"]*[A-Za-z]{2,}");
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(Path.of("src/main/java/io/paydesk/ui"))) {
      for (Path java : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        List<String> lines = Files.readAllLines(java);
        for (int i = 0; i < lines.size(); i++) {
          Matcher m = literal.matcher(lines.get(i));
          if (m.find()) {
            found.add(java.getFileName() + ":" + (i + 1) + ": " + m.group());
          }
        }
      }
    }
    assertThat(found).isEmpty();
  }

  /** Every screen's FXML (each area and what it includes) is checked by the tests above. */
  @Test
  void everyAreaHasAnFxmlFileTheseTestsRead() throws IOException {
    List<String> read =
        fxmlFiles().stream().map(p -> "/" + p.toString().replace('\\', '/')).toList();
    for (Area area : Area.values()) {
      assertThat(read).as(area.name()).contains(area.fxml());
    }
  }

  private static List<Path> fxmlFiles() throws IOException {
    try (Stream<Path> files = Files.walk(Path.of("fxml"))) {
      return files.filter(f -> f.toString().endsWith(".fxml")).sorted().toList();
    }
  }

  private static Properties load(String resource) throws IOException {
    Properties p = new Properties();
    try (InputStream in = MessagesTest.class.getResourceAsStream(resource)) {
      p.load(in);
    }
    return p;
  }
}
