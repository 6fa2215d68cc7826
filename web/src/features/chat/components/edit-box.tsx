import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";

/** A message's text being edited in place: Enter or Save keeps it, Escape or Cancel leaves it as it was. */
export function EditBox({ initial, onSave, onCancel }: { initial: string; onSave: (text: string) => Promise<void>; onCancel: () => void }) {
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const save = async () => {
    if (!text.trim() || saving) return;
    setSaving(true);
    await onSave(text.trim());
    setSaving(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    } else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };
  return (
    <div className="mt-1 space-y-2">
      <label htmlFor={id} className="sr-only">
        Edit message
      </label>
      <textarea
        id={id}
        // The reader asked to edit: the box is where they are now.
        autoFocus
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-pitch-600 sm:text-sm"
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => void save()} disabled={saving || !text.trim()}>
          Save
        </Button>
      </div>
    </div>
  );
}
