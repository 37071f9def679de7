/** Demo only: the demo student's two applications, one moved along with a note, each with its dated history. */
export const DEMO_APPLICATIONS = [
  {
    id: "00000000-0000-4000-8000-00000000a001",
    jobId: 2,
    history: [{ status: "APPLIED" as const, at: "2025-07-01T02:00:00Z", note: null }],
  },
  {
    id: "00000000-0000-4000-8000-00000000a002",
    jobId: 8,
    history: [
      { status: "APPLIED" as const, at: "2025-06-20T03:00:00Z", note: null },
      { status: "REVIEWED" as const, at: "2025-06-24T06:30:00Z", note: null },
      {
        status: "INTERVIEWING" as const,
        at: "2025-06-27T08:00:00Z",
        note: "Thank you for applying. We would like to meet you for a 45-minute video interview next week.",
      },
    ],
  },
];
