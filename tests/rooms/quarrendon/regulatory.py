"""08 Regulatory: FDA clearance, the Warning Letter and the response, EU MDR, complaints."""

from __future__ import annotations

from typing import Any

R = "08 Regulatory/"

DOCS: dict[str, Any] = {}

DOCS[R + "8.1 FDA 510(k) clearance K213344 - Verio VX-10.pdf"] = [
    "# DEPARTMENT OF HEALTH & HUMAN SERVICES - Food and Drug Administration, 10903 New Hampshire Avenue, Silver Spring, MD 20993",
    "April 22, 2022. Heliant Medical Devices, LLC, Rachel Okafor, VP Quality and Regulatory, 4400 Annapolis Lane, Plymouth, Minnesota 55447",
    "Re: K213344. Trade/Device Name: Verio VX-10 Ambulatory Infusion Pump and AS-200 Administration Sets. Regulation Number: 21 CFR 880.5725. Regulation Name: Infusion pump. Regulatory Class: Class II. Product Code: FRN, MEB.",
    "Dear Rachel Okafor: We have reviewed your Section 510(k) premarket notification of intent to market the device referenced above and have determined the device is substantially equivalent to legally marketed predicate devices. You may, therefore, market the device, subject to the general controls provisions of the Act and the special controls for infusion pumps.",
    "Please be advised that FDA's issuance of a substantial equivalence determination does not mean that FDA has made a determination that your device complies with other requirements of the Act, including the quality system regulation (21 CFR Part 820) and medical device reporting (21 CFR Part 803).",
    "Sincerely, for the Director, OHT3: Office of Gastrorenal, ObGyn, General Hospital and Urology Devices.",
]

DOCS[R + "8.2 FDA Warning Letter 320-26-41 - 9 March 2026.pdf"] = [
    "# WARNING LETTER - CMS # 688120",
    "March 9, 2026. VIA ELECTRONIC MAIL. Mr. Marcus J. Hale, President and Chief Executive Officer, Heliant Medical Devices, LLC, 4400 Annapolis Lane, Plymouth, Minnesota 55447",
    "Dear Mr. Hale: During an inspection of your firm located in Plymouth, Minnesota on November 17, 2025 through December 4, 2025, an investigator from the United States Food and Drug Administration (FDA) determined that your firm manufactures the Verio VX-10 ambulatory infusion pump and AS-200 series administration sets. Under section 201(h) of the Federal Food, Drug, and Cosmetic Act (the Act), 21 U.S.C. 321(h), these products are devices.",
    "This inspection revealed that these devices are adulterated within the meaning of section 501(h) of the Act, 21 U.S.C. 351(h), in that the methods used in, or the facilities or controls used for, their manufacture, packing, storage, or installation are not in conformity with the current good manufacturing practice requirements of the Quality System regulation found at Title 21, Code of Federal Regulations (CFR), Part 820.",
    "1. Failure to establish and maintain adequate procedures for implementing corrective and preventive action, as required by 21 CFR 820.100(a). For example, CAPA-2024-031, opened for free-flow events with AS-240 sets, was closed without verification that the corrective action was effective.",
    "2. Failure to adequately review, evaluate and investigate complaints involving the possible failure of a device to meet any of its specifications, as required by 21 CFR 820.198(c). For example, 41 of 118 complaints of occlusion alarm failure received in 2025 were closed without investigation.",
    "3. Failure to report to FDA within 30 days information that reasonably suggests that a marketed device may have caused or contributed to a serious injury, as required by 21 CFR 803.50(a)(1). Your firm did not submit MDRs for at least three complaints involving over-infusion.",
    "You should take prompt action to correct the violations addressed in this letter. Failure to promptly correct these violations may result in regulatory action being initiated by the FDA without further notice. These actions include, but are not limited to, seizure, injunction, and civil money penalties. Also, federal agencies may be advised of the issuance of all Warning Letters about devices so that they may take this information into account when considering the award of contracts. Additionally, premarket approval applications for Class III devices to which the Quality System regulation violations are reasonably related will not be approved until the violations have been corrected. Requests for Certificates to Foreign Governments will not be granted until the violations related to the subject devices have been corrected.",
    "Please notify this office in writing within fifteen business days from the date you receive this letter of the specific steps your firm has taken to correct the noted violations. Your firm's response should be comprehensive and address all violations included in this Warning Letter.",
    "Sincerely, /S/ Division Director, OMDRHO Division 3 East, Office of Medical Device and Radiological Health Operations, Office of Regulatory Affairs.",
]

DOCS[R + "8.3 Response to Warning Letter - 30 March 2026.docx"] = [
    "# Heliant Medical Devices, LLC - Response to Warning Letter CMS # 688120",
    "March 30, 2026. To: Division Director, OMDRHO Division 3 East, FDA.",
    "Heliant takes the observations in the Warning Letter dated March 9, 2026 very seriously. This letter describes the actions taken and planned.",
    "Item 1 (21 CFR 820.100). CAPA-2024-031 has been reopened. A retrospective review of all 212 CAPAs closed since January 1, 2023 is under way by Cobalt Quality Consultants, with completion targeted for July 31, 2026.",
    "Item 2 (21 CFR 820.198). The 41 complaints have been investigated; 9 were reclassified as reportable. The complaint procedure QP-8.2 has been revised (rev. K) and 64 staff retrained.",
    "Item 3 (21 CFR 803.50). Three MDRs were submitted on March 24, 2026, and a retrospective MDR review of 2024-2025 complaints is due June 30, 2026.",
    "Heliant will provide monthly updates until FDA confirms that the corrective actions are adequate. As of the date of this response FDA has not issued a close-out letter.",
    "Sincerely, /s/ Rachel Okafor, VP Quality and Regulatory",
]

DOCS[R + "8.4 EU MDR certificate - notified body.pdf"] = [
    "# EU QUALITY MANAGEMENT SYSTEM CERTIFICATE - Regulation (EU) 2017/745, Annex IX, Chapters I and III",
    "Certificate No. NB 2797 - MDR 741190 Rev. 1. Manufacturer: Heliant Medical Devices, LLC, 4400 Annapolis Lane, Plymouth, MN 55447, USA. Authorised representative: Heliant Medical B.V., Celsiusweg 18, 5928 PR Venlo, Netherlands.",
    "Scope: design, manufacture and distribution of ambulatory infusion pumps (Class IIb) and administration sets (Class IIa).",
    "Valid from: 12 May 2024. Valid until: 11 May 2029, subject to satisfactory annual surveillance audits. Surveillance audit of 3-5 June 2026: no major nonconformities; two minor nonconformities (complaint trending; supplier monitoring) closed 28 August 2026.",
    "Issued by Kestrel Certification B.V. (notified body 2797).",
]

DOCS[R + "8.5 Complaint and MDR log 2026.csv"] = [
    ["complaint_id", "received", "product", "event", "injury", "reportable", "mdr_filed", "status"],
    ["C-26-0012", "2026-01-08", "AS-240", "free flow suspected", "none", "no", "", "closed"],
    [
        "C-26-0031",
        "2026-01-22",
        "VX-10",
        "occlusion alarm failed",
        "over-infusion, hospitalised",
        "yes",
        "2026-02-18",
        "closed",
    ],
    ["C-26-0077", "2026-02-26", "VX-10", "battery depleted early", "none", "no", "", "closed"],
    ["C-26-0140", "2026-04-14", "AS-210", "leak at luer", "none", "no", "", "closed"],
    [
        "C-26-0201",
        "2026-06-03",
        "VX-10",
        "occlusion alarm failed",
        "delay in therapy",
        "yes",
        "2026-06-29",
        "open - investigation",
    ],
    ["C-26-0266", "2026-08-21", "VX-10", "display freeze", "none", "no", "", "closed"],
    [
        "C-26-0309",
        "2026-09-30",
        "AS-240",
        "free flow suspected",
        "over-infusion, no lasting harm",
        "yes",
        "2026-10-27",
        "open - investigation",
    ],
]

DOCS[R + "8.6 Field action 2024 - FDA termination letter.pdf"] = [
    "# DEPARTMENT OF HEALTH & HUMAN SERVICES - Food and Drug Administration, Minneapolis District",
    "October 3, 2024. Heliant Medical Devices, LLC, Attn: Rachel Okafor, 4400 Annapolis Lane, Plymouth, MN 55447",
    "Re: Recall Number Z-0412-2024, AS-210 administration sets, lots 23K114 to 23K131 (mislabelled expiry date)",
    "Dear Ms. Okafor: The Food and Drug Administration has completed its audit of your firm's recall of the above products, classified Class II on March 1, 2024. We conclude that the recall has been completed and that there has been proper disposition of the recalled products. Therefore, FDA considers the recall terminated. This letter does not relieve your firm of its responsibility to ensure compliance with the Federal Food, Drug, and Cosmetic Act.",
    "Sincerely, Recall Coordinator, Minneapolis District Office.",
]
