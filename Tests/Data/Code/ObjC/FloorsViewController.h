#import <UIKit/UIKit.h>

@interface FloorsViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIPickerView *floorLevelPickerView;
@end
