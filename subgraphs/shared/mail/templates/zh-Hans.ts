import type { MailWords } from "./words.js";

export const zhHans: MailWords = {
  htmlLang: "zh-Hans",
  greeting: (firstName) => (firstName ? `${firstName}，你好：` : "你好："),
  signOff: "TalentForge 团队",
  whyYouGetThis: "你收到这封邮件，是因为你拥有 TalentForge 账户。",
  preferences: "选择你想收到的邮件",
  orCopyLink: "或将此链接复制到浏览器：",
  duration: (minutes) => (minutes % 60 === 0 ? `${minutes / 60} 小时` : `${minutes} 分钟`),
  dateTimeLocale: "zh-Hans-CN",
  "verify-email": {
    subject: "确认你的邮箱地址",
    intro: "请确认这是你的邮箱地址，以便我们向你发送最新消息，并在需要时帮助你找回账户。",
    action: "确认我的邮箱地址",
    expires: (d) => `此链接只能使用一次，将在 ${d}后失效。`,
    notYou: "如果你没有注册 TalentForge 账户，请忽略这封邮件。",
  },
  "password-reset": {
    subject: "重置你的密码",
    intro: "有人请求重置你的 TalentForge 账户密码。请通过以下链接设置新密码。",
    action: "设置新密码",
    expires: (d) => `此链接只能使用一次，将在 ${d}后失效。`,
    notYou: "如果这不是你，请忽略这封邮件，你的密码不会改变。",
  },
  "password-changed": {
    subject: "你的密码已更改",
    body: (at) => `你的 TalentForge 账户密码已于 ${at}（UTC）更改，其他所有会话均已退出登录。`,
    notYou: "如果这不是你本人操作，请立即重置密码，并在“设置”中检查你的登录会话。",
    action: "重置我的密码",
  },
  "email-change-confirm": {
    subject: "确认你的新邮箱地址",
    intro: (email) => `你要求以 ${email} 作为 TalentForge 账户的邮箱地址。请使用以下链接确认；确认前，账户会保留现有地址。`,
    action: "确认我的新地址",
    expires: (d) => `此链接只能使用一次，并会在 ${d}后失效。`,
    notYou: "如果你没有提出这个要求，请忽略这封邮件，一切不会改变。",
  },
  "email-change-requested": {
    subject: "有人要求更改你的邮箱地址",
    body: (email) => `有人登录了你的 TalentForge 账户，要求把邮箱地址改为 ${email}。只有在该地址收到的链接被打开后，地址才会更改。`,
    notYou: "如果这不是你，请立即修改密码，并在“设置”中退出所有设备，这样更改便无法确认。",
    action: "打开我的设置",
  },
  "email-changed": {
    subject: "你的邮箱地址已更改",
    body: (email, at) => `你的 TalentForge 账户邮箱地址已于 ${at}（UTC）改为 ${email}。此地址将不再收到账户的邮件。`,
    notYou: "如果这不是你本人操作，请立即回复这封邮件或联系支持团队。",
    action: "重置我的密码",
  },
  "job-application-status": {
    subject: (job, employer) => `你向 ${employer} 申请的 ${job} 职位`,
    body: (job, employer, status) => `你向 ${employer} 申请的 ${job} 职位，最新状态为：${status}。`,
    action: "查看我的申请",
    statuses: {
      APPLIED: "已申请",
      REVIEWED: "已审阅",
      INTERVIEWING: "面试中",
      OFFERED: "已获录用邀请",
      HIRED: "已录用",
      DECLINED: "未获选",
      WITHDRAWN: "已撤回",
    },
  },
  "programme-application-status": {
    subject: (programme) => `你的 ${programme} 申请`,
    body: (programme, status) => `你的 ${programme} 申请，最新状态为：${status}。`,
    action: "查看我的项目",
    statuses: {
      SUBMITTED: "已提交",
      ONLINE_ASSESSMENT: "在线评估",
      INTERVIEW: "面试",
      OFFERED: "获录取",
      ACCEPTED: "已接受",
      REJECTED: "未获选",
      WITHDRAWN: "已撤回",
    },
  },
  "order-confirmed": {
    subject: (course) => `你已可使用 ${course}`,
    body: (course, reference, plan) =>
      plan === "ISA"
        ? `你就 ${course} 签订的收入分成协议（订单 ${reference}）已获批准，课程使用权已经开始。`
        : `我们已收到你就 ${course} 的付款（订单 ${reference}），课程使用权已经开始。`,
    access: (until) => `使用权有效至 ${until}（UTC）。`,
    action: "开始学习",
  },
  "isa-statement-issued": {
    subject: (course, month) => `你 ${month} 的收入分成账单：${course}`,
    body: (course, reference, month) => `你就 ${course} 签订的收入分成协议有一张 ${month} 的新账单（${reference}）。`,
    amountDue: (amount, date) => `应付金额：${amount}，将于 ${date} 收取。`,
    nothingDue: "本月无须付款。",
    caughtUp: (count) => `这次一并发出了 ${count} 张账单，本邮件显示最新一张；全部账单都在你的学习页面。`,
    action: "查看我的账单",
  },
  "event-registration": {
    subject: (status, event) =>
      status === "WAITLISTED" ? `你已列入候补名单：${event}` : status === "PROMOTED" ? `有名额空出：${event}` : `你已成功报名：${event}`,
    body: (status, event) =>
      status === "WAITLISTED"
        ? `${event} 已满额，你已列入候补名单。如有名额空出，便会留给你，我们会发邮件通知你。`
        : status === "PROMOTED"
          ? `${event} 有名额空出，现已留给你：你已成功报名。`
          : `你已成功报名 ${event}。`,
    when: (at) => `时间：${at}（UTC）`,
    where: (place) => `地点：${place ?? "线上"}`,
    calendarAttached: "附件中的日历文件（.ics）可把活动添加到你的日历。",
    action: "查看活动",
  },
  "forum-digest": {
    subject: (unread) => `${unread} 条未读的论坛通知`,
    intro: (unread) => `过去一天，你在论坛有 ${unread} 条未读通知：`,
    item: (type, post, classTitle) => {
      const on = classTitle ? `“${post}”（${classTitle}）` : `“${post}”`;
      switch (type) {
        case "NEW_COMMENT":
          return `${on}有新评论`;
        case "NEW_REPLY":
          return `${on}有新回复`;
        case "POST_UPDATED":
          return `你关注的帖子已更新：${on}`;
        case "POST_HAVE_ANSWER":
          return `你关注的问题有答案了：${on}`;
        case "NEW_CLASSROOM_ANNOUNCEMENT_POST":
          return `新的班级公告：${on}`;
        case "NEW_SUPPORT_POST":
          return `新的支持问题：${on}`;
        case "REPORT_SUBMITED":
          return `${on}收到新的举报`;
        case "CONTENT_REPORTED_HIDDEN":
          return `你的内容因被举报而隐藏：${on}`;
        case "CONTENT_DELETED":
          return `你的内容已被移除：${on}`;
        default:
          return on;
      }
    },
    more: (count) => `……还有 ${count} 条。`,
    action: "打开我的通知",
  },
};
