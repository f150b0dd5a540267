package io.paydesk.store;

import java.util.List;

/**
 * One page of results. {@code nextCursor} is null on the last page; pass it to the query's {@code
 * after} to read the next page (keyset paging: rows added meanwhile do not shift it).
 */
public record Page<T>(List<T> items, String nextCursor) {
  public Page {
    items = List.copyOf(items);
  }

  public boolean hasNext() {
    return nextCursor != null;
  }
}
