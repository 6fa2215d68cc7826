import { inviteLink } from "@/lib/paths";

/**
 * The community chat card's link (product.md §2 'Home page': the link itself is not given). Treble has no
 * chat of its own; leagues talk in their group chats, so the card opens WhatsApp's share page
 * with the league's invite, ready to post to the group.
 */
export const chatShareUrl = (origin: string, league: { name: string; code: string }) =>
  `https://wa.me/?text=${encodeURIComponent(`Join ${league.name} on Treble: ${inviteLink(origin, league.code)}`)}`;
