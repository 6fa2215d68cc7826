import { Pencil, Trash2, VolumeX } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { OnDemandMenuProps } from "@/components/ui/menu-on-demand";
import { chatEmoji, type ChatEmoji } from "@shared/chat/types";

interface MessageMenuProps extends OnDemandMenuProps {
  onEdit?: () => void;
  onDelete?: () => void;
  /** The mute entry's words, when the reader (an admin) may mute the author. */
  muteLabel?: string;
  onMute: () => void;
}

/** A message's actions (loaded on the first open): edit and delete your own; an admin deletes any and mutes its author. */
export function MessageMenu({ open, onOpenChange, trigger, onEdit, onDelete, muteLabel, onMute }: MessageMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-[12rem]">
        {onEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil className="size-4" aria-hidden /> Edit
          </DropdownMenuItem>
        )}
        {onDelete && (
          <DropdownMenuItem onSelect={onDelete} className="text-red-700">
            <Trash2 className="size-4" aria-hidden /> Delete
          </DropdownMenuItem>
        )}
        {muteLabel && (
          <DropdownMenuItem onSelect={onMute}>
            <VolumeX className="size-4" aria-hidden /> {muteLabel}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The few emoji a member reacts with, as a menu (arrows move, Enter picks). */
export function ReactionMenu({ open, onOpenChange, trigger, onPick }: OnDemandMenuProps & { onPick: (emoji: ChatEmoji) => void }) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="flex min-w-0 gap-0.5" aria-label="Reactions">
        {chatEmoji.map((emoji) => (
          <DropdownMenuItem key={emoji} onSelect={() => onPick(emoji)} className="px-2 text-lg">
            {emoji}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
