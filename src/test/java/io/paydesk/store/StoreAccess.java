package io.paydesk.store;

/** Lets tests outside this package change a store behind its back (tampering tests). */
public final class StoreAccess {
  private StoreAccess() {}

  public static int execute(Store store, String sql) {
    return store.db().tx(c -> c.createStatement().executeUpdate(sql));
  }
}
