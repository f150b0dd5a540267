package io.paydesk.api.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The service's published examples, extracted under test resources io/paydesk/api/examples. */
public final class Examples {
  private Examples() {}

  /** Text of one example, e.g. "create-payment/201-payment.json". */
  public static String text(String name) {
    try (InputStream in = Examples.class.getResourceAsStream("/io/paydesk/api/examples/" + name)) {
      if (in == null) {
        throw new IllegalArgumentException("No example " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Names ("folder/file.json") of the examples in one folder whose file name starts with prefix.
   */
  public static List<String> names(String folder, String prefix) {
    URL url = Examples.class.getResource("/io/paydesk/api/examples/" + folder);
    if (url == null) {
      throw new IllegalArgumentException("No example folder " + folder);
    }
    try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
      return files
          .map(p -> p.getFileName().toString())
          .filter(n -> n.startsWith(prefix))
          .sorted()
          .map(n -> folder + "/" + n)
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
