package io.paydesk.api;

import java.io.IOException;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Logs each attempt as method, path, status and time. Never headers, bodies or query values (query
 * strings may hold merchant references), so no key or card data can reach the log. A successful
 * read is logged at DEBUG (a console start may read thousands of payments); changes, refusals and
 * failures at INFO and WARN.
 */
final class LoggingInterceptor implements Interceptor {
  private static final Logger LOG = LoggerFactory.getLogger("io.paydesk.api.http");

  @Override
  public Response intercept(Chain chain) throws IOException {
    Request request = chain.request();
    RequestLine line = new RequestLine(request);
    long start = System.nanoTime();
    try {
      Response response = chain.proceed(request);
      long ms = (System.nanoTime() - start) / 1_000_000;
      if (response.code() >= 500) {
        LOG.warn("{} -> {} in {} ms", line, response.code(), ms);
      } else if (response.isSuccessful() && "GET".equals(request.method())) {
        LOG.debug("{} -> {} in {} ms", line, response.code(), ms);
      } else {
        LOG.info("{} -> {} in {} ms", line, response.code(), ms);
      }
      return response;
    } catch (IOException e) {
      long ms = (System.nanoTime() - start) / 1_000_000;
      LOG.warn("{} failed after {} ms: {}", line, ms, e.getClass().getSimpleName());
      throw e;
    }
  }

  /** Method, path and query names; the text is built only when a log line is written. */
  private record RequestLine(Request request) {
    @Override
    public String toString() {
      HttpUrl url = request.url();
      StringBuilder line =
          new StringBuilder(request.method()).append(' ').append(url.encodedPath());
      for (int i = 0; i < url.querySize(); i++) {
        line.append(i == 0 ? '?' : '&').append(url.queryParameterName(i));
      }
      return line.toString();
    }
  }
}
