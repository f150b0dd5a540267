package io.paydesk;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * Runs last (see junit-platform.properties): every log line the run wrote, from DEBUG up (see
 * logback-test.xml), is searched for the demo customers' names, e-mails, phone numbers, addresses
 * and document numbers. Log lines carry ids, never a person.
 */
@Order(Integer.MAX_VALUE)
class LogsHoldNoPersonalDataTest {
  private static final Path LOG = Path.of("target", "test-logs", "paydesk.log");
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void noLogLineOfTheRunNamesADemoCustomer() throws Exception {
    Set<String> personal = demoPersonalValues();
    assertThat(personal).hasSizeGreaterThan(100);
    if (!Files.exists(LOG)) {
      return; // logging to the file is off (a run without logback-test.xml): nothing to read
    }
    List<String> found = new ArrayList<>();
    try (var lines = Files.lines(LOG, StandardCharsets.UTF_8)) {
      lines.forEach(
          line -> {
            for (String value : personal) {
              if (line.contains(value) && found.size() < 10) {
                found.add(line.replace(value, "<" + value.length() + " characters>"));
              }
            }
          });
    }
    assertThat(found).as("log lines naming a demo customer (value hidden)").isEmpty();
  }

  /** Names, e-mails, phone numbers, addresses and document numbers in the demo payments. */
  static Set<String> demoPersonalValues() throws Exception {
    Set<String> values = new TreeSet<>();
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.defaults())) {
      for (String body : sandbox.demoPaymentJson()) {
        collect(JSON.readTree(body), values);
      }
    }
    return values;
  }

  private static void collect(JsonNode node, Set<String> values) {
    if (node.isObject()) {
      String first = node.path("first_name").asText("");
      String last = node.path("last_name").asText("");
      if (!first.isBlank() && !last.isBlank()) {
        values.add(first + " " + last);
      }
      for (String field : List.of("email", "address_line_1", "document_number", "number")) {
        String v = node.path(field).asText("");
        boolean phone = !field.equals("number") || node.has("country_code");
        if (v.length() >= 6 && phone && !v.startsWith("*")) { // masked numbers may be logged
          values.add(v);
        }
      }
      node.forEach(child -> collect(child, values));
    } else if (node.isArray()) {
      node.forEach(child -> collect(child, values));
    }
  }
}
