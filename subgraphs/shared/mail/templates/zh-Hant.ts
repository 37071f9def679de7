import type { MailWords } from "./words.js";

export const zhHant: MailWords = {
  htmlLang: "zh-Hant",
  greeting: (firstName) => (firstName ? `${firstName}，你好：` : "你好："),
  signOff: "TalentForge 團隊",
  whyYouGetThis: "你收到這封電郵，是因為你擁有 TalentForge 帳戶。",
  preferences: "選擇你想收到的電郵",
  orCopyLink: "或把這條連結複製到瀏覽器：",
  duration: (minutes) => (minutes % 60 === 0 ? `${minutes / 60} 小時` : `${minutes} 分鐘`),
  dateTimeLocale: "zh-Hant-HK",
  "verify-email": {
    subject: "確認你的電郵地址",
    intro: "請確認這是你的電郵地址，方便我們通知你最新消息，並在需要時協助你取回帳戶。",
    action: "確認我的電郵地址",
    expires: (d) => `此連結只可使用一次，並會在 ${d}後失效。`,
    notYou: "如果你沒有建立 TalentForge 帳戶，請忽略這封電郵。",
  },
  "password-reset": {
    subject: "重設你的密碼",
    intro: "有人要求重設你 TalentForge 帳戶的密碼。請使用以下連結設定新密碼。",
    action: "設定新密碼",
    expires: (d) => `此連結只可使用一次，並會在 ${d}後失效。`,
    notYou: "如果這不是你，請忽略這封電郵，你的密碼不會改變。",
  },
  "password-changed": {
    subject: "你的密碼已更改",
    body: (at) => `你的 TalentForge 帳戶密碼已於 ${at}（UTC）更改，其他所有工作階段均已登出。`,
    notYou: "如果這不是你本人操作，請立即重設密碼，並在「設定」中檢查你的登入工作階段。",
    action: "重設我的密碼",
  },
  "email-change-confirm": {
    subject: "確認你的新電郵地址",
    intro: (email) => `你要求以 ${email} 作為 TalentForge 帳戶的電郵地址。請使用以下連結確認；確認前，帳戶會保留現有地址。`,
    action: "確認我的新地址",
    expires: (d) => `此連結只可使用一次，並會在 ${d}後失效。`,
    notYou: "如果你沒有提出這個要求，請忽略這封電郵，一切不會改變。",
  },
  "email-change-requested": {
    subject: "有人要求更改你的電郵地址",
    body: (email) => `有人登入了你的 TalentForge 帳戶，要求把電郵地址改為 ${email}。只有在該地址收到的連結被打開後，地址才會更改。`,
    notYou: "如果這不是你，請立即更改密碼，並在「設定」中登出所有裝置，這樣更改便無法確認。",
    action: "打開我的設定",
  },
  "email-changed": {
    subject: "你的電郵地址已更改",
    body: (email, at) => `你的 TalentForge 帳戶電郵地址已於 ${at}（UTC）改為 ${email}。此地址將不再收到帳戶的電郵。`,
    notYou: "如果這不是你本人操作，請立即回覆這封電郵或聯絡支援團隊。",
    action: "重設我的密碼",
  },
  "job-application-status": {
    subject: (job, employer) => `你向 ${employer} 申請的 ${job} 職位`,
    body: (job, employer, status) => `你向 ${employer} 申請的 ${job} 職位，最新狀態為：${status}。`,
    action: "查看我的申請",
    statuses: {
      APPLIED: "已申請",
      REVIEWED: "已審閱",
      INTERVIEWING: "面試中",
      OFFERED: "已獲聘用邀請",
      HIRED: "已獲聘用",
      DECLINED: "未獲選",
      WITHDRAWN: "已撤回",
    },
  },
  "programme-application-status": {
    subject: (programme) => `你的 ${programme} 申請`,
    body: (programme, status) => `你的 ${programme} 申請，最新狀態為：${status}。`,
    action: "查看我的課程計劃",
    statuses: {
      SUBMITTED: "已提交",
      ONLINE_ASSESSMENT: "網上評估",
      INTERVIEW: "面試",
      OFFERED: "獲錄取",
      ACCEPTED: "已接受",
      REJECTED: "未獲選",
      WITHDRAWN: "已撤回",
    },
  },
  "order-confirmed": {
    subject: (course) => `你已可使用 ${course}`,
    body: (course, reference, plan) =>
      plan === "ISA"
        ? `你就 ${course} 簽訂的收入分成協議（訂單 ${reference}）已獲批核，課程使用權已經開始。`
        : `我們已收到你就 ${course} 的付款（訂單 ${reference}），課程使用權已經開始。`,
    access: (until) => `使用權有效至 ${until}（UTC）。`,
    action: "開始學習",
  },
  "isa-statement-issued": {
    subject: (course, month) => `你 ${month} 的收入分成結單：${course}`,
    body: (course, reference, month) => `你就 ${course} 簽訂的收入分成協議有一張 ${month} 的新結單（${reference}）。`,
    amountDue: (amount, date) => `應付金額：${amount}，將於 ${date} 收取。`,
    nothingDue: "本月無須付款。",
    caughtUp: (count) => `這次一併發出了 ${count} 張結單，本電郵顯示最新一張；全部結單都在你的學習頁面。`,
    action: "查看我的結單",
  },
  "event-registration": {
    subject: (status, event) =>
      status === "WAITLISTED" ? `你已列入候補名單：${event}` : status === "PROMOTED" ? `有名額空出：${event}` : `你已成功報名：${event}`,
    body: (status, event) =>
      status === "WAITLISTED"
        ? `${event} 已滿額，你已列入候補名單。如有名額空出，便會留給你，我們會以電郵通知你。`
        : status === "PROMOTED"
          ? `${event} 有名額空出，現已留給你：你已成功報名。`
          : `你已成功報名 ${event}。`,
    when: (at) => `時間：${at}（UTC）`,
    where: (place) => `地點：${place ?? "網上"}`,
    calendarAttached: "附件中的日曆檔（.ics）可把活動加入你的日曆。",
    action: "查看活動",
  },
  "forum-digest": {
    subject: (unread) => `${unread} 則未讀的討論區通知`,
    intro: (unread) => `過去一天，你在討論區有 ${unread} 則未讀通知：`,
    item: (type, post, classTitle) => {
      const on = classTitle ? `「${post}」（${classTitle}）` : `「${post}」`;
      switch (type) {
        case "NEW_COMMENT":
          return `${on}有新留言`;
        case "NEW_REPLY":
          return `${on}有新回覆`;
        case "POST_UPDATED":
          return `你關注的帖子已更新：${on}`;
        case "POST_HAVE_ANSWER":
          return `你關注的問題有答案了：${on}`;
        case "NEW_CLASSROOM_ANNOUNCEMENT_POST":
          return `新的班級公告：${on}`;
        case "NEW_SUPPORT_POST":
          return `新的支援問題：${on}`;
        case "REPORT_SUBMITED":
          return `${on}收到新的檢舉`;
        case "CONTENT_REPORTED_HIDDEN":
          return `你的內容因被檢舉而隱藏：${on}`;
        case "CONTENT_DELETED":
          return `你的內容已被移除：${on}`;
        default:
          return on;
      }
    },
    more: (count) => `……還有 ${count} 則。`,
    action: "打開我的通知",
  },
};
