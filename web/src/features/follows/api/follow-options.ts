import { useQuery } from "@tanstack/react-query";
import { followOptions } from "@common/follows.api";
import { callQuery } from "@web/lib/api-client";

/** GET /api/follows/options: whether this site can send e-mail alerts (SMTP configured). */
export const followOptionsQuery = () => callQuery(followOptions, {});

export const useFollowOptions = () => useQuery(followOptionsQuery());
