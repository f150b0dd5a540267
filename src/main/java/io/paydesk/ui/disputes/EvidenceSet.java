package io.paydesk.ui.disputes;

import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import io.paydesk.ops.CheckedFile;
import io.paydesk.ops.Connection;
import io.paydesk.ops.DisputeOperations;
import io.paydesk.ops.EvidenceConflictException;
import io.paydesk.ops.EvidenceDraft;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The chargeback's evidence set as the store keeps it (on a team store, the team's one set): each
 * save names the version last read or saved; a save over someone else's becomes an {@link
 * EvidenceConflict} for the person to settle; another console's save replaces what is shown when
 * nothing of this person's waits. Part of the evidence screen's model.
 */
final class EvidenceSet {
  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final Busy calls;
  private final MessageText error;
  private final MessageText notice;
  private final BiConsumer<EvidenceDraft, List<EvidenceFile>> shown;
  private final ReadOnlyObjectWrapper<EvidenceConflict> conflict = new ReadOnlyObjectWrapper<>();
  private final AtomicLong saves = new AtomicLong();
  private long saved; // the newest save written, guarded by saves
  private EvidenceDraft stored; // the version last read or saved, guarded by saves
  private EvidenceDraft draft; // what the screen holds, on the FX thread

  /**
   * @param shown shows a set (null: none) and its files' rows, on the FX thread
   */
  EvidenceSet(
      ShellViewModel shell,
      TaskRunner runner,
      Busy calls,
      MessageText error,
      MessageText notice,
      BiConsumer<EvidenceDraft, List<EvidenceFile>> shown) {
    this.shell = shell;
    this.runner = runner;
    this.calls = calls;
    this.error = error;
    this.notice = notice;
    this.shown = shown;
  }

  /** The set as read when the chargeback opened (null: none yet). */
  void opened(EvidenceDraft set) {
    conflict.set(null);
    draft = set;
    synchronized (saves) {
      stored = set;
    }
  }

  /** Sent (or closed): the next file starts a new set. */
  void forget() {
    conflict.set(null);
    draft = null;
    synchronized (saves) {
      stored = null;
    }
  }

  EvidenceDraft draft() {
    return draft;
  }

  /** Starts the set again with a key of its own (evidence was sent since it was made). */
  void restart(boolean update) {
    draft = EvidenceDraft.start(draft.paymentId(), draft.chargebackId(), update);
  }

  /**
   * Saves these files as the chargeback's set (made with its key on the first file), off the FX
   * thread; answers the set as it will be sent. Nothing is saved while a conflict waits.
   */
  EvidenceDraft save(Payment p, List<EvidenceFile> files, boolean update) {
    Connection c = shell.connection();
    if (c == null || p == null || conflict.get() != null) {
      return draft; // while a conflict waits for the person's choice, what they see stays theirs
    }
    boolean first = draft == null;
    if (first) {
      Transaction cb = DisputeOperations.chargebackOf(p).orElse(null);
      if (cb == null) {
        return null;
      }
      draft = EvidenceDraft.start(p.id(), cb.id(), update);
    }
    List<EvidenceDraft.Item> items = new ArrayList<>();
    for (EvidenceFile f : files) {
      items.add(new EvidenceDraft.Item(f.fileName(), f.categoryProperty().get(), f.file().bytes()));
    }
    EvidenceDraft d = draft.withFiles(items);
    draft = d;
    long n = saves.incrementAndGet();
    runner.run(
        () -> {
          // Saves finish in any order on the runner's threads: an older one never overwrites a
          // newer one.
          synchronized (saves) {
            if (n > saved) {
              saved = n;
              stored = c.disputes().saveDraft(d.over(stored));
            }
          }
          return n;
        },
        done -> {
          if (first) {
            shell.storeChanged(); // the worklist shows the chargeback as drafted
          }
        },
        failure -> failed(d, failure));
    return d;
  }

  private void failed(EvidenceDraft mine, Throwable failure) {
    if (failure instanceof EvidenceConflictException e) {
      conflict.set(EvidenceConflict.of(mine, e.theirs()));
    } else {
      error.say(() -> ErrorText.of(failure));
    }
  }

  /** Conflict: saves this person's set over the other's (theirs is replaced). */
  void keepMine() {
    EvidenceConflict k = conflict.get();
    if (k != null) {
      resolve(k.mine().over(k.theirs()), null);
    }
  }

  /** Conflict: drops this person's changes and shows the other's set. */
  void takeTheirs() {
    EvidenceConflict k = conflict.get();
    if (k != null) {
      resolve(null, k.theirs());
    }
  }

  /**
   * Conflict: keeps both: each file changed by one side only takes that change; a file both changed
   * keeps this person's. The merged set is saved over the other's.
   */
  void merge() {
    EvidenceConflict k = conflict.get();
    if (k == null) {
      return;
    }
    EvidenceDraft base;
    synchronized (saves) {
      base = stored;
    }
    resolve(
        k.theirs() == null ? k.mine().over(null) : EvidenceDraft.merge(base, k.mine(), k.theirs()),
        null);
  }

  private record Read(EvidenceDraft set, List<EvidenceFile> rows) {}

  /** Saves {@code save} (when not null) or shows {@code take}, then carries on editing. */
  private void resolve(EvidenceDraft save, EvidenceDraft take) {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    calls.run(
        () -> {
          EvidenceDraft now;
          synchronized (saves) {
            saved = saves.incrementAndGet();
            stored = save != null ? c.disputes().saveDraft(save) : take;
            now = stored;
          }
          return new Read(now, rows(c, now));
        },
        done -> {
          conflict.set(null);
          draft = done.set();
          shown.accept(done.set(), done.rows());
          shell.storeChanged();
        },
        failure -> failed(save != null ? save : take, failure));
  }

  /**
   * Another console saved this chargeback's set: with nothing of this person's waiting to be saved,
   * the set shown becomes the stored one, with a note naming who saved it.
   */
  void othersSaved(String paymentId, java.util.function.BooleanSupplier stillShown) {
    Connection c = shell.connection();
    if (c == null || conflict.get() != null) {
      return;
    }
    long seen = saves.get();
    runner.run(
        () -> {
          EvidenceDraft now = c.disputes().draft(paymentId).orElse(null);
          synchronized (saves) {
            if (saves.get() != seen
                || (now != null && stored != null && now.version() == stored.version())) {
              return null; // this person saved meanwhile, or it is their own save
            }
            stored = now;
          }
          return new Read(now, rows(c, now));
        },
        fresh -> {
          if (fresh != null && stillShown.getAsBoolean() && conflict.get() == null) {
            draft = fresh.set();
            shown.accept(fresh.set(), fresh.rows());
            if (fresh.set() != null) {
              notice.say(
                  () ->
                      Messages.get(
                          "disputes.evidence.changedBy",
                          fresh.set().savedBy(),
                          Formats.dateTime(fresh.set().savedAt())));
            }
          }
        },
        failure -> {});
  }

  ReadOnlyObjectProperty<EvidenceConflict> conflictProperty() {
    return conflict.getReadOnlyProperty();
  }

  /** The rows of a saved set's files, each checked again (off the FX thread). */
  static List<EvidenceFile> rows(Connection c, EvidenceDraft set) {
    List<EvidenceFile> rows = new ArrayList<>();
    if (set != null) {
      for (EvidenceDraft.Item item : set.files()) {
        rows.add(row(c, c.disputes().check(item.fileName(), item.content()), item.category()));
      }
    }
    return rows;
  }

  static EvidenceFile row(Connection c, CheckedFile f, String category) {
    byte[] thumb =
        f.pages() > 0 ? c.disputes().pagePng(f.bytes(), 0, EvidenceViewModel.THUMB_WIDTH) : null;
    return new EvidenceFile(f, category, thumb);
  }
}
