package io.paydesk.ops;

import io.paydesk.store.EventRepository.NewEvent;
import io.paydesk.store.Store;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Stores received events durably with group commit: one writer thread takes every event waiting,
 * stores them in one transaction and one sync to disk, then answers each. Deliveries arriving
 * together wait for one sync instead of one each.
 */
public final class EventIntake implements AutoCloseable {
  /** The most events stored in one transaction. */
  static final int GROUP = 256;

  private static final Logger LOG = LoggerFactory.getLogger(EventIntake.class);

  private record Waiting(NewEvent event, CompletableFuture<Boolean> stored) {}

  private final Store store;
  private final Runnable afterStored;
  private final LinkedBlockingQueue<Waiting> queue = new LinkedBlockingQueue<>();
  private final Thread writer;
  private volatile boolean closing;

  /**
   * @param afterStored called after each group that stored a new event (wakes the appliers)
   */
  public EventIntake(Store store, Runnable afterStored) {
    this.store = store;
    this.afterStored = afterStored;
    this.writer = new Thread(this::run, "paydesk-inbox-writer");
    this.writer.setDaemon(true);
    this.writer.start();
  }

  /**
   * Queues an event for storing.
   *
   * @return completes with true once stored, false when its key was stored before (a duplicate);
   *     fails when the store failed or the intake is closed
   */
  public CompletableFuture<Boolean> submit(NewEvent event) {
    CompletableFuture<Boolean> stored = new CompletableFuture<>();
    if (closing) {
      stored.completeExceptionally(new IllegalStateException("The inbox is stopping."));
      return stored;
    }
    queue.add(new Waiting(event, stored));
    return stored;
  }

  private void run() {
    List<Waiting> group = new ArrayList<>(GROUP);
    while (!(closing && queue.isEmpty())) {
      try {
        Waiting first = queue.poll(100, TimeUnit.MILLISECONDS);
        if (first == null) {
          continue;
        }
        group.add(first);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
      queue.drainTo(group, GROUP - 1);
      write(group);
      group.clear();
    }
    Waiting left;
    while ((left = queue.poll()) != null) {
      left.stored().completeExceptionally(new IllegalStateException("The inbox is stopping."));
    }
  }

  private void write(List<Waiting> group) {
    List<NewEvent> events = new ArrayList<>(group.size());
    for (Waiting w : group) {
      events.add(w.event());
    }
    List<Boolean> inserted;
    long start = System.nanoTime();
    try {
      inserted = store.events().insertAll(events);
      LOG.debug(
          "Stored a group of {} events in {} ms (one sync).",
          events.size(),
          (System.nanoTime() - start) / 1_000_000);
    } catch (RuntimeException e) {
      for (Waiting w : group) {
        w.stored().completeExceptionally(e);
      }
      return;
    }
    for (int i = 0; i < group.size(); i++) {
      group.get(i).stored().complete(inserted.get(i));
    }
    if (inserted.contains(Boolean.TRUE)) {
      afterStored.run();
    }
  }

  /** Stores what is queued, then stops the writer (waits for it at most 5 s). */
  @Override
  public void close() {
    closing = true;
    try {
      writer.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
