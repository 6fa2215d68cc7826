import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";

/**
 * zod/mini loads no locale, so a check without its own text would fail with "Invalid input". The
 * schemas import this module so those checks keep zod's English messages (as full zod gives
 * them), which the API answers and the forms show.
 */
config(en());
