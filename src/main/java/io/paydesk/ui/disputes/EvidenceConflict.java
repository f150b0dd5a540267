package io.paydesk.ui.disputes;

import io.paydesk.ops.EvidenceDraft;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import java.util.ArrayList;
import java.util.List;

/**
 * Someone else saved the evidence set since this person read it: their set ({@code theirs}, null
 * when it was removed) and this person's ({@code mine}), and the sentence that says who changed
 * what and when. Nothing more is saved until the person keeps theirs, takes the other's or merges.
 */
public record EvidenceConflict(String sentence, EvidenceDraft mine, EvidenceDraft theirs) {
  static EvidenceConflict of(EvidenceDraft mine, EvidenceDraft theirs) {
    if (theirs == null) {
      return new EvidenceConflict(Messages.get("disputes.conflict.removed"), mine, null);
    }
    EvidenceDraft.Difference d = mine.differenceFrom(theirs);
    List<String> parts = new ArrayList<>();
    if (!d.added().isEmpty()) {
      parts.add(Messages.get("disputes.conflict.added", String.join(", ", d.added())));
    }
    if (!d.removed().isEmpty()) {
      parts.add(Messages.get("disputes.conflict.missing", String.join(", ", d.removed())));
    }
    if (!d.changed().isEmpty()) {
      parts.add(Messages.get("disputes.conflict.changed", String.join(", ", d.changed())));
    }
    return new EvidenceConflict(
        Messages.get(
            "disputes.conflict.sentence",
            theirs.savedBy() == null ? "?" : theirs.savedBy(),
            theirs.savedAt() == null ? "" : Formats.dateTime(theirs.savedAt()),
            parts.isEmpty() ? Messages.get("disputes.conflict.same") : String.join("; ", parts)),
        mine,
        theirs);
  }
}
