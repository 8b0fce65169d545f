/** What an inbox page of several small forms answered, shown beside the form (`part`) it was for. */
export interface PartAnswer {
  ok: boolean;
  message: string;
  part: string;
}

/** The answer's message at its form: a status when saved, an alert when refused. */
export function Said({ answer, part }: { answer: PartAnswer | undefined; part: string }) {
  if (!answer || answer.part !== part) return null;
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={`text-sm font-semibold ${answer.ok ? "text-leaf-700" : "text-red-800"}`}
    >
      {answer.message}
    </p>
  );
}
