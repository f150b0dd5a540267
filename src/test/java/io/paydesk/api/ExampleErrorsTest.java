package io.paydesk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.model.Examples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every published error example maps to an exception with its code and a plain sentence. */
class ExampleErrorsTest {

  static Stream<String> errorExamples() throws Exception {
    Path root = Path.of(Examples.class.getResource("/io/paydesk/api/examples").toURI());
    List<String> out = new ArrayList<>();
    try (Stream<Path> folders = Files.list(root)) {
      for (Path folder : folders.sorted().toList()) {
        out.addAll(Examples.names(folder.getFileName().toString(), "4"));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("errorExamples")
  void published_error_example_maps_to_a_typed_exception(String name) {
    int status = Integer.parseInt(name.substring(name.indexOf('/') + 1, name.indexOf('/') + 4));
    String body = Examples.text(name);
    PaydeskException e = ErrorMapper.map(status, body, null);
    assertEquals(status, e.status());
    assertNotNull(e.code(), "code read");
    assertFalse(e.messages().isEmpty(), "messages read");
    assertTrue(e.userMessage().endsWith("(" + e.code() + ")"), e.userMessage());
    assertEquals(body, e.rawBody());
    Class<?> expected =
        switch (status) {
          case 401 -> AuthenticationException.class;
          case 403 -> PermissionException.class;
          case 404 -> NotFoundException.class;
          default -> PaydeskException.class;
        };
    assertTrue(expected.isInstance(e), e.getClass().getSimpleName());
  }
}
